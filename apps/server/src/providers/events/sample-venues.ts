export type Venue = { name: string; address: string; lat: number; lng: number };

export const VENUES = {
  coorsField: {
    name: 'Coors Field',
    address: '2001 Blake St, Denver, CO 80205',
    lat: 39.7559,
    lng: -104.9942,
  },
  ballArena: {
    name: 'Ball Arena',
    address: '1000 Chopper Cir, Denver, CO 80204',
    lat: 39.7487,
    lng: -105.0077,
  },
  empowerField: {
    name: 'Empower Field at Mile High',
    address: '1701 Bryant St, Denver, CO 80204',
    lat: 39.7439,
    lng: -105.0201,
  },
  dsgPark: {
    name: "Dick's Sporting Goods Park",
    address: '6000 Victory Way, Commerce City, CO 80022',
    lat: 39.8056,
    lng: -104.8919,
  },
  redRocks: {
    name: 'Red Rocks Amphitheatre',
    address: '18300 W Alameda Pkwy, Morrison, CO 80465',
    lat: 39.6654,
    lng: -105.2057,
  },
  fiddlersGreen: {
    name: "Fiddler's Green Amphitheatre",
    address: '6350 Greenwood Plaza Blvd, Greenwood Village, CO 80111',
    lat: 39.6005,
    lng: -104.894,
  },
  missionBallroom: {
    name: 'Mission Ballroom',
    address: '4242 Wynkoop St, Denver, CO 80216',
    lat: 39.7743,
    lng: -104.9782,
  },
  gothic: {
    name: 'Gothic Theatre',
    address: '3263 S Broadway, Englewood, CO 80113',
    lat: 39.6573,
    lng: -104.9877,
  },
  boettcher: {
    name: 'Boettcher Concert Hall',
    address: '1000 14th St, Denver, CO 80202',
    lat: 39.7449,
    lng: -104.9982,
  },
  grizzlyRose: {
    name: 'Grizzly Rose',
    address: '5450 N Valley Hwy, Denver, CO 80216',
    lat: 39.7953,
    lng: -104.9877,
  },
} satisfies Record<string, Venue>;

type Season = { fromMonth: number; toMonth: number };

export type HomeTeam = {
  team: string;
  league: string;
  sport: string;
  subcategory: string;
  venue: Venue;
  /** Months (1-12, may wrap the new year) when home games are played. */
  season: Season;
  /** Weekdays (0 = Sunday) with a home game, local start time. */
  days: number[];
  time: string;
  opponents: string[];
};

type HomeTeamRow = [
  team: string,
  league: string,
  sport: string,
  subcategory: string,
  venue: Venue,
  season: [fromMonth: number, toMonth: number],
  days: number[],
  time: string,
  opponents: string[],
];

function homeTeam([
  team,
  league,
  sport,
  subcategory,
  venue,
  [fromMonth, toMonth],
  days,
  time,
  opponents,
]: HomeTeamRow): HomeTeam {
  return {
    team,
    league,
    sport,
    subcategory,
    venue,
    season: { fromMonth, toMonth },
    days,
    time,
    opponents,
  };
}

// prettier-ignore
export const HOME_TEAMS: HomeTeam[] = ([
  // team, league, sport, subcategory, venue, season months, home weekdays, start, opponents
  ['Colorado Rockies', 'MLB', 'Baseball', 'Baseball', VENUES.coorsField, [4, 9], [2, 3, 5, 6], '18:40', ['Los Angeles Dodgers', 'San Francisco Giants', 'San Diego Padres', 'Arizona Diamondbacks', 'Chicago Cubs']],
  ['Denver Nuggets', 'NBA', 'Basketball', 'Basketball', VENUES.ballArena, [10, 4], [1, 3, 5], '19:00', ['Los Angeles Lakers', 'Golden State Warriors', 'Phoenix Suns', 'Minnesota Timberwolves', 'Dallas Mavericks']],
  ['Colorado Avalanche', 'NHL', 'Hockey', 'Hockey', VENUES.ballArena, [10, 4], [2, 4, 6], '19:00', ['Vegas Golden Knights', 'Dallas Stars', 'Minnesota Wild', 'Chicago Blackhawks', 'St. Louis Blues']],
  ['Denver Broncos', 'NFL', 'Football', 'Football', VENUES.empowerField, [9, 1], [0], '14:05', ['Kansas City Chiefs', 'Las Vegas Raiders', 'Los Angeles Chargers', 'Buffalo Bills']],
  ['Colorado Rapids', 'MLS', 'Soccer', 'Soccer Games', VENUES.dsgPark, [3, 10], [6], '19:30', ['Real Salt Lake', 'Sporting Kansas City', 'Seattle Sounders FC', 'Portland Timbers']],
  ['Colorado Mammoth', 'NLL', 'Lacrosse', 'Sports Venues', VENUES.ballArena, [12, 4], [0], '15:00', ['Calgary Roughnecks', 'Vancouver Warriors', 'San Diego Seals', 'Las Vegas Desert Dogs']],
] satisfies HomeTeamRow[]).map(homeTeam);

export function inSeason(season: Season, month: number): boolean {
  return season.fromMonth <= season.toMonth
    ? month >= season.fromMonth && month <= season.toMonth
    : month >= season.fromMonth || month <= season.toMonth;
}

/** Generic show titles: sample concerts never name a real performer. */
export const SAMPLE_SHOWS: {
  venue: Venue;
  title: string;
  genre: string;
  days: number[];
  outdoorSeason?: Season;
}[] = [
  {
    venue: VENUES.redRocks,
    title: 'Rock Night Under the Stars',
    genre: 'Rock',
    days: [5, 6],
    outdoorSeason: { fromMonth: 4, toMonth: 10 },
  },
  {
    venue: VENUES.fiddlersGreen,
    title: 'Summer Pop Showcase',
    genre: 'Pop',
    days: [6],
    outdoorSeason: { fromMonth: 5, toMonth: 9 },
  },
  {
    venue: VENUES.missionBallroom,
    title: 'Indie Showcase',
    genre: 'Indie',
    days: [4, 6],
  },
  {
    venue: VENUES.gothic,
    title: 'Alternative Rock Night',
    genre: 'Rock',
    days: [5],
  },
  {
    venue: VENUES.boettcher,
    title: 'Symphony Evening',
    genre: 'Classical',
    days: [5, 6],
  },
  {
    venue: VENUES.grizzlyRose,
    title: 'Country Dance Night',
    genre: 'Country',
    days: [3, 6],
  },
];
