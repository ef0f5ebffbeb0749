import { describe, expect, it } from 'vitest';

import { placeLicence } from './liquor-rules';

const TAVERN = 'LIQUOR - TAVERN';
const TAVERN_CABARET = 'LIQUOR - TAVERN AND CABARET';
const RESTAURANT = 'LIQUOR - HOTEL AND RESTAURANT';
const BEER_WINE = 'LIQUOR - BEER & WINE';

const subcategory = (licence: string, name: string) => {
  const placed = placeLicence(licence, name);
  return placed && `${placed.category}: ${placed.subcategory}`;
};

describe('name rules match whole words', () => {
  it.each([
    [TAVERN, 'Backcountry Delicatessen', 'food: American'],
    [BEER_WINE, 'Pie Hole', 'food: Italian'],
    [TAVERN, 'Denver Pavilions Stadium 15', 'entertainment: Movies'],
    [TAVERN, 'Novo Coffee', 'food: Coffee & Cafes'],
    [
      'LIQUOR - HOTEL AND RESTAURANT AND CABARET',
      'Hard Rock Cafe',
      'food: American',
    ],
    [RESTAURANT, '801 Chophouse', 'food: American'],
    [RESTAURANT, 'Phoenician Kabob', 'food: Mediterranean'],
    [RESTAURANT, "Angelo's Taverna", 'food: Italian'],
    [RESTAURANT, 'Noodles & Company', 'food: Fast Food'],
    [RESTAURANT, 'Las Delicias No 1', 'food: Restaurants'],
    [TAVERN, 'Vinyl', 'nightlife: Bars'],
    [TAVERN, 'RINO Yacht Club', 'nightlife: Cocktail Bars'],
    [BEER_WINE, 'Bladium Sports Club', 'recreational_sports: Fitness Centers'],
  ])('%s %s -> %s', (licence, name, expected) => {
    expect(subcategory(licence, name)).toBe(expected);
  });

  it('still finds the words where they stand alone', () => {
    expect(subcategory(TAVERN, 'The Owl Saloon')).toBe(
      'nightlife: Country Bars',
    );
    expect(subcategory(TAVERN_CABARET, 'Dive Inn')).toBe(
      'nightlife: Dive Bars',
    );
    expect(subcategory(TAVERN, 'Extra Innings Sports Bar')).toBe(
      'nightlife: Sports Bars',
    );
    expect(subcategory(RESTAURANT, 'Pho 79')).toBe('food: Asian');
    expect(subcategory(RESTAURANT, '9thai')).toBe('food: Asian');
    expect(subcategory(BEER_WINE, 'Larkburger')).toBe('food: American');
    expect(subcategory(RESTAURANT, 'Outback Steakhouse')).toBe(
      'food: American',
    );
    expect(subcategory(TAVERN, 'Carioca Cafe')).toBe('nightlife: Bars');
  });
});

describe('places that are not what their licence suggests', () => {
  it('skips barber shops, salons, spas and shops', () => {
    for (const [licence, name] of [
      [TAVERN, 'GQ Barber Lounge'],
      ['LIQUOR - LODGING AND ENTERTAINMENT', 'Ella Bliss Beauty Bar'],
      [TAVERN, 'Sweet Life Nail Bar and Lounge'],
      [TAVERN, 'The Woodhouse Day Spa Denver'],
      ['LIQUOR - ART GALLERY PERMIT', 'Signet Jewelry'],
      ['LIQUOR - ART GALLERY PERMIT', 'Colorado Vape & Glass Co'],
      [RESTAURANT, 'Brookdale Mountain View'],
      [RESTAURANT, 'K M Concessions'],
    ]) {
      expect(placeLicence(licence!, name!), name).toBeUndefined();
    }
    expect(subcategory('LIQUOR - ART GALLERY PERMIT', 'Spark Gallery')).toBe(
      'arts: Art Galleries',
    );
    expect(
      subcategory(
        'LIQUOR - HOTEL AND RESTAURANT AND CABARET',
        'The Denver Tea Room and Coffee Salon',
      ),
    ).toBe('food: Coffee & Cafes');
  });

  it('types strip clubs as adult entertainment', () => {
    for (const name of [
      'Diamond Cabaret',
      'Diamond After Dark',
      "Pt's Showclub",
      'LA Boheme',
    ]) {
      expect(placeLicence(TAVERN_CABARET, name)).toEqual({
        category: 'nightlife',
        subcategory: 'Nightclubs',
        types: ['night_club', 'adult_entertainment'],
      });
    }
    expect(
      placeLicence(TAVERN_CABARET, 'The Clocktower Cabaret'),
    ).toMatchObject({ category: 'entertainment', subcategory: 'Theater' });
  });

  it('files old theatres and churches with a cabaret licence as the venues they became', () => {
    expect(subcategory(TAVERN_CABARET, 'The Roxy Theatre')).toBe(
      'concerts: Hip-Hop',
    );
    expect(subcategory(TAVERN_CABARET, 'Santa Fe Theatre')).toBe(
      'concerts: Indie',
    );
    expect(subcategory(TAVERN_CABARET, 'Downtown Church')).toBe(
      'nightlife: Nightclubs',
    );
    expect(subcategory(TAVERN_CABARET, 'Temple Denver')).toBe(
      'nightlife: Nightclubs',
    );
    // Without live entertainment, or with a bar word, a bar stays a bar.
    expect(subcategory(TAVERN, 'Santa Fe Theatre')).toBe('nightlife: Bars');
    expect(subcategory(TAVERN_CABARET, 'Church Street Pub')).toBe(
      'nightlife: Pubs',
    );
    expect(subcategory(TAVERN_CABARET, 'Vinyl')).toBe('nightlife: Bars');
  });

  it('files restaurants, cafés and arcades with a bar licence as what they are', () => {
    expect(subcategory(TAVERN_CABARET, "Nicolo's Pizza")).toBe('food: Italian');
    expect(subcategory(TAVERN_CABARET, "Jaime's Mexican Restaurant")).toBe(
      'food: Mexican',
    );
    expect(subcategory(TAVERN, "Mr. A's Restaurant & Lounge")).toBe(
      'food: Restaurants',
    );
    expect(subcategory(TAVERN_CABARET, 'Stoneys Bar & Grill')).toBe(
      'nightlife: Bars',
    );
    expect(subcategory(RESTAURANT, "Dave & Buster's")).toBe(
      'entertainment: Arcade',
    );
    expect(subcategory(RESTAURANT, 'Brewery Bar II')).toBe('food: Mexican');
    expect(subcategory(TAVERN, 'Whimsy Paint and Sip')).toBe(
      'arts: Local Artists',
    );
  });
});

describe('breakfast houses', () => {
  it('files breakfast-and-lunch houses whose names say no meal under Brunch', () => {
    for (const name of [
      'Dozens',
      "Lucile's",
      'East Evans Luciles',
      'Onefold',
      'Sassafras American Eatery',
      'Morning Collective',
      'Snooze',
    ]) {
      expect(subcategory(RESTAURANT, name), name).toBe('food: Brunch');
    }
  });
});

describe('Japanese names', () => {
  it('files a ramen shop as an Asian noodle place typed ramen, not a sushi bar', () => {
    for (const name of [
      'Osaka Ramen',
      'Corner Ramen',
      'Menya Ramen & Poke',
      "Sera's Ramen Enclave",
      'Ifish+ramen',
    ]) {
      expect(placeLicence(RESTAURANT, name), name).toEqual({
        category: 'food',
        subcategory: 'Asian',
        types: ['restaurant', 'asian', 'ramen'],
      });
    }
  });

  it('keeps sushi bars, izakayas and a shop serving both under Sushi', () => {
    for (const name of [
      'Kassai Sushi',
      'Izakaya Ronin',
      'Tycoon Ramen & Sushi Bar',
    ]) {
      expect(subcategory(RESTAURANT, name), name).toBe('food: Sushi');
    }
  });
});
