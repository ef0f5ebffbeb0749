import { describe, expect, it } from 'vitest';

import { analyzeQuery, singular, tokenize } from './local-query-parser';

describe('local query parser', () => {
  it('reads every weekday, a kid friendly day, a short hike and a misspelt plural', () => {
    expect(analyzeQuery('after work drinks thursday').parsed.when).toBe(
      'thursday',
    );
    expect(analyzeQuery('tuesday trivia').parsed.when).toBe('tuesday');
    const kids = analyzeQuery('kid friendly saturday').parsed;
    expect(kids.occasion).toBe('family');
    expect(kids.keywords).toEqual([]);
    expect(analyzeQuery('short hike').parsed.keywords).toContain('easy');
    expect(analyzeQuery('musems').parsed.subcategories).toContain('Museums');
    expect(analyzeQuery('hikes near boulder').parsed.place?.name).toBe(
      'Boulder',
    );
  });

  it('maps food synonyms to a category, subcategory and keyword', () => {
    const { parsed } = analyzeQuery('Best tacos in town');
    expect(parsed.categories).toEqual(['food']);
    expect(parsed.subcategories).toEqual(['Mexican']);
    expect(parsed.keywords).toEqual(['tacos']);
    expect(parsed.top_rated).toBe(true);
  });

  it('reads a bakery as a cafe, not as the Baker area', () => {
    const { parsed } = analyzeQuery('a bakery in LoHi');
    expect(parsed.subcategories).toEqual(['Coffee & Cafes']);
    expect(parsed.place?.name).toBe('LoHi');
    expect(analyzeQuery('bakeries').parsed.place).toBeNull();
  });

  it('reads cheap hikes as outdoors Hiking on a low budget', () => {
    const { parsed, coverage } = analyzeQuery('cheap hikes');
    expect(parsed.categories).toEqual(['outdoors']);
    expect(parsed.subcategories).toEqual(['Hiking']);
    expect(parsed.price_max).toBe(1);
    expect(coverage).toBe(1);
  });

  it('reads breweries, time and group size', () => {
    const { parsed } = analyzeQuery('A brewery this weekend for 6');
    expect(parsed.categories).toEqual(['nightlife']);
    expect(parsed.subcategories).toEqual(['Breweries']);
    expect(parsed.when).toBe('this_weekend');
    expect(parsed.group_size).toBe(6);
    expect(parsed.occasion).toBe('group');
  });

  it('prefers longer phrases: sports bar is not just a bar', () => {
    const { parsed } = analyzeQuery('sports bar tonight');
    expect(parsed.subcategories).toEqual(['Sports Bars']);
    expect(parsed.when).toBe('tonight');
    expect(parsed.time_of_day).toBe('evening');
  });

  it('implies categories from date night only when none are named', () => {
    expect(analyzeQuery('Date night ideas').parsed).toMatchObject({
      occasion: 'date_night',
      categories: ['food', 'nightlife', 'entertainment'],
    });
    expect(analyzeQuery('date night sushi').parsed).toMatchObject({
      occasion: 'date_night',
      categories: ['food'],
      subcategories: ['Sushi'],
    });
  });

  it('understands kids, rainy days, fancy and free', () => {
    expect(analyzeQuery('things to do with kids').parsed.occasion).toBe(
      'family',
    );
    const rainy = analyzeQuery('rainy saturday').parsed;
    expect(rainy.setting).toBe('indoor');
    expect(rainy.when).toBe('saturday');
    expect(rainy.categories).toEqual(['arts', 'entertainment', 'shopping']);
    expect(analyzeQuery('fancy dinner').parsed).toMatchObject({
      price_min: 3,
      categories: ['food'],
    });
    expect(analyzeQuery('free outdoor fun').parsed).toMatchObject({
      price_max: 0,
      setting: 'outdoor',
      categories: ['outdoors'],
    });
  });

  it('picks what suits both occasion and weather', () => {
    const { parsed } = analyzeQuery('rainy day ideas for kids');
    expect(parsed.setting).toBe('indoor');
    expect(parsed.occasion).toBe('family');
    expect(parsed.categories).toEqual(['arts', 'entertainment']);
    expect(parsed.subcategories).toEqual([
      'Science Centers',
      'Museums',
      'Bowling',
      'Arcade',
      'Movies',
    ]);
  });

  it('shapes the mix by audience: a date, a group, a free day', () => {
    expect(analyzeQuery('date night ideas').parsed.subcategories).toContain(
      'Wine Bars',
    );
    const group = analyzeQuery('group of 8').parsed;
    expect(group).toMatchObject({ group_size: 8, occasion: 'group' });
    expect(group.subcategories).toContain('Bowling');
    const free = analyzeQuery('something free this saturday').parsed;
    expect(free).toMatchObject({ price_max: 0, when: 'saturday' });
    expect(free.subcategories).toEqual(
      expect.arrayContaining(['Parks', 'Hiking', 'Local Artists']),
    );
    expect(free.subcategories).not.toContain('Gardens');
  });

  it('resolves neighbourhoods and landmarks to a place and radius', () => {
    const rino = analyzeQuery('craft beer in RiNo').parsed;
    expect(rino.place).toMatchObject({ name: 'RiNo', radius_meters: 1600 });
    expect(rino.subcategories).toEqual(['Breweries']);
    const rocks = analyzeQuery('hike with a view near red rocks').parsed;
    expect(rocks.place?.name).toBe('Red Rocks');
    expect(rocks.categories).toEqual(['outdoors']);
    expect(rocks.subcategories).toEqual(['Hiking']);
    expect(analyzeQuery("tacos by sloan's lake").parsed.place?.name).toBe(
      "Sloan's Lake",
    );
    expect(analyzeQuery('tacos').parsed.place).toBeNull();
  });

  it('understands misspelt words', () => {
    expect(analyzeQuery('musuem').parsed.subcategories).toEqual(['Museums']);
    expect(analyzeQuery('brewry').parsed.subcategories).toEqual(['Breweries']);
    expect(analyzeQuery('resturant').parsed.categories).toEqual(['food']);
    // Short names stay as typed.
    expect(analyzeQuery('meow wolf').parsed.keywords).toEqual(['meow', 'wolf']);
  });

  it('reads time words', () => {
    expect(analyzeQuery('jazz this friday').parsed).toMatchObject({
      when: 'friday',
      subcategories: ['Jazz'],
    });
    expect(analyzeQuery('this afternoon').parsed).toMatchObject({
      when: 'today',
      time_of_day: 'afternoon',
    });
  });

  it('reads price caps and number words', () => {
    expect(analyzeQuery('dinner under $20').parsed.price_max).toBe(1);
    expect(analyzeQuery('bowling for four').parsed.group_size).toBe(4);
  });

  it('reads only money as a price cap, not miles, hours or ages', () => {
    for (const query of [
      'museum under $20',
      'museum under 20',
      'museum under 20 dollars',
      'lunch under 15 bucks',
      'dinner less than $25',
      'museum under 20 for kids',
    ]) {
      expect(analyzeQuery(query).parsed.price_max, query).toBe(1);
    }
    for (const query of [
      'hike under 5 miles',
      'hike under 2 hours',
      'something under 10 minutes away',
      'things to do with kids under 5',
    ]) {
      expect(analyzeQuery(query).parsed.price_max, query).toBeNull();
    }
    const hike = analyzeQuery('hike under 5 miles');
    expect(hike.parsed).toMatchObject({
      subcategories: ['Hiking'],
      keywords: ['hike'],
    });
    // 'miles' was not understood, but is not searched for either.
    expect(hike.coverage).toBe(0.5);
    expect(
      analyzeQuery('dinner under 30 dollars').parsed.keywords,
    ).not.toContain('dollars');
  });

  it('counts no heads in a duration or an amount', () => {
    expect(analyzeQuery('hike for 2 hours').parsed.group_size).toBeNull();
    expect(analyzeQuery('dinner for 20 dollars').parsed).toMatchObject({
      group_size: null,
      occasion: null,
    });
    expect(analyzeQuery('bowling for 6').parsed.group_size).toBe(6);
    expect(analyzeQuery('dinner for 4 people').parsed.group_size).toBe(4);
  });

  it('reads emoji with an obvious meaning as words', () => {
    expect(analyzeQuery('🍕🍺🎉').parsed).toMatchObject({
      subcategories: ['Italian', 'Breweries'],
      keywords: ['pizza', 'beer'],
      occasion: 'group',
    });
    expect(analyzeQuery('🥾⛰️').parsed.subcategories).toEqual(['Hiking']);
    expect(analyzeQuery('🎷 tonight').parsed).toMatchObject({
      subcategories: ['Jazz'],
      when: 'tonight',
    });
    expect(tokenize('☕️')).toEqual(['coffee']);
    const unknown = analyzeQuery('🦄🫠');
    expect(unknown.parsed.keywords).toEqual([]);
    expect(unknown.coverage).toBe(0);
  });

  it('reads "live jazz" as jazz, without searching for "live"', () => {
    const { parsed, coverage } = analyzeQuery('live jazz tonight');
    expect(parsed.keywords).toEqual(['jazz']);
    expect(coverage).toBe(1);
  });

  it('keeps unknown words as keywords and lowers coverage', () => {
    const { parsed, coverage } = analyzeQuery('zorbing near Denver');
    expect(parsed.categories).toEqual([]);
    expect(parsed.keywords).toEqual(['zorbing']);
    expect(coverage).toBe(0);
  });

  it('reads "dinner and a show" as dinner and the theatre', () => {
    const { parsed } = analyzeQuery('dinner and a show tonight');
    expect(parsed.categories).toEqual(
      expect.arrayContaining(['food', 'entertainment']),
    );
    expect(parsed.subcategories).toEqual(['Theater']);
    expect(analyzeQuery('show me tacos').parsed.subcategories).toEqual([
      'Mexican',
    ]);
  });

  it('does not read "show me" as a concert', () => {
    expect(analyzeQuery('show me museums').parsed.categories).toEqual(['arts']);
  });

  it('keeps the lower of two price limits and at most 12 keywords', () => {
    expect(analyzeQuery('free museum under $40').parsed.price_max).toBe(0);
    expect(analyzeQuery('cheap dinner under $80').parsed.price_max).toBe(1);
    const many =
      'xyzzy plugh quux grault garply zorbing blorft snorkq vlimph qwzx jjkk zzyzx wubq';
    const { parsed, coverage } = analyzeQuery(many);
    expect(parsed.keywords).toHaveLength(12);
    expect(parsed.keywords[0]).toBe('xyzzy');
    expect(coverage).toBeLessThan(0.2);
  });

  it('tokenizes and singularizes plain English', () => {
    expect(tokenize("Let's grab TACOS!")).toEqual(['lets', 'grab', 'tacos']);
    expect(singular('breweries')).toBe('brewery');
    expect(singular('tacos')).toBe('taco');
    expect(singular('glass')).toBe('glass');
  });
  it('reads texting spellings of times: 2nite, tmrw', () => {
    expect(analyzeQuery('somethin fun 2nite').parsed.when).toBe('tonight');
    expect(analyzeQuery('live music tmrw nite').parsed).toMatchObject({
      when: 'tomorrow',
      time_of_day: 'evening',
    });
  });

  it("reads 'after work' as the evening, not a word of a name", () => {
    const { parsed } = analyzeQuery('something to do after work thursday');
    expect(parsed).toMatchObject({ when: 'thursday', time_of_day: 'evening' });
    expect(parsed.keywords).toEqual([]);
  });

  it("reads 'outdoor patio' as a patio and 'open late' as the night", () => {
    const patio = analyzeQuery('outdoor patio dinner in lohi').parsed;
    expect(patio.keywords).toEqual(['patio']);
    expect(patio.categories).toEqual(['food']);
    const late = analyzeQuery('bars open late on colfax').parsed;
    expect(late).toMatchObject({ time_of_day: 'evening', keywords: [] });
  });

  it('reads short casual words that spelling does not reach: wat, nr, chep', () => {
    expect(analyzeQuery('wat to do this wkend').parsed).toMatchObject({
      when: 'this_weekend',
      keywords: [],
    });
    expect(analyzeQuery('hikes nr golden').parsed.keywords).toEqual(['hikes']);
    expect(analyzeQuery('chep eats downtown').parsed.price_max).toBe(1);
  });

  it("reads 'dance clubs' as nightclubs, never as adult entertainment", () => {
    expect(analyzeQuery('dance clubs lodo').parsed).toMatchObject({
      subcategories: ['Nightclubs'],
      keywords: ['dance clubs'],
    });
  });

  it('reads a museum for children as a science centre too', () => {
    expect(analyzeQuery('museum for toddlers').parsed.subcategories).toEqual([
      'Museums',
      'Science Centers',
    ]);
    expect(analyzeQuery('art museum').parsed.subcategories).toEqual([
      'Museums',
    ]);
  });

  it("reads fans' names for the teams: 'avs', 'nugs'", () => {
    expect(analyzeQuery('avs game this week').parsed.subcategories).toEqual([
      'Hockey',
    ]);
    expect(analyzeQuery('nugs tonight').parsed.subcategories).toEqual([
      'Basketball',
    ]);
  });

  it('reads a comedy club and a coffee shop as one kind, not a nightclub or shopping', () => {
    expect(analyzeQuery('comedy club tonight').parsed.subcategories).toEqual([
      'Comedy Shows',
    ]);
    expect(analyzeQuery('coffee shop in baker').parsed.categories).toEqual([
      'food',
    ]);
  });

  it('reads kinds the catalogue lacks, so the answer can say so', () => {
    expect(analyzeQuery('climbing gym').parsed.subcategories).toEqual([
      'Climbing Gyms',
    ]);
    expect(
      analyzeQuery('axe throwing with friends').parsed.subcategories,
    ).toEqual(['Axe Throwing']);
    expect(analyzeQuery('karaoke tonight').parsed.subcategories).toEqual([
      'Karaoke Bars',
    ]);
    expect(analyzeQuery('pool hall').parsed.subcategories).toEqual(['Arcade']);
    expect(analyzeQuery('hot springs').parsed.subcategories).toEqual([
      'Hot Springs',
    ]);
    expect(
      analyzeQuery('where can we go sledding').parsed.subcategories,
    ).toEqual(['Sledding']);
  });

  it('reads a misspelt two-word area as a phrase: cherry crek, wash prk', () => {
    expect(analyzeQuery('cherry crek shopping').parsed).toMatchObject({
      place: expect.objectContaining({ name: 'Cherry Creek' }),
      keywords: [],
    });
    expect(analyzeQuery('picnic in wash prk').parsed.place?.name).toBe(
      'Washington Park',
    );
    expect(analyzeQuery('capital hill bars').parsed.place?.name).toBe(
      'Capitol Hill',
    );
    expect(analyzeQuery('dog park').parsed.place).toBeNull();
  });

  it('reads a street as a place: Colfax, South Broadway, Tennyson', () => {
    expect(analyzeQuery('dive bars on colfax').parsed.place?.name).toBe(
      'Colfax',
    );
    expect(analyzeQuery('bars on west colfax').parsed.place?.name).toBe(
      'West Colfax',
    );
    expect(analyzeQuery('karaoke on sobo').parsed.place?.name).toBe(
      'South Broadway',
    );
  });
});
