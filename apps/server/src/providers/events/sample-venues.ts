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
  /** Weekdays (0 = Sunday) a home game, or a home series, may start on. */
  days: number[];
  time: string;
  /** Games in a row against one visitor: baseball plays series. */
  seriesLength: number;
  /** Series played back to back before the team goes on the road. */
  seriesPerHomestand: number;
  /** Real league teams, each visiting once a season. */
  opponents: string[];
  /**
   * Opponents (division and conference rivals) visiting a second time; no
   * one visits more than twice, as in the leagues' own schedules.
   */
  rivals: string[];
};

const NBA_WEST_RIVALS = [
  'Minnesota Timberwolves',
  'Oklahoma City Thunder',
  'Portland Trail Blazers',
  'Utah Jazz',
  'Los Angeles Lakers',
  'Golden State Warriors',
  'Phoenix Suns',
  'Dallas Mavericks',
  'LA Clippers',
  'Sacramento Kings',
  'Houston Rockets',
  'San Antonio Spurs',
];
const NHL_RIVALS = [
  'Chicago Blackhawks',
  'Dallas Stars',
  'Minnesota Wild',
  'Nashville Predators',
  'St. Louis Blues',
  'Utah Mammoth',
  'Winnipeg Jets',
  'Vegas Golden Knights',
  'Edmonton Oilers',
  'Calgary Flames',
];
const NL_WEST_RIVALS = [
  'Los Angeles Dodgers',
  'San Francisco Giants',
  'San Diego Padres',
  'Arizona Diamondbacks',
];

/**
 * Home seasons about as long as the real ones: 41 NBA and NHL games, 8 NFL,
 * 17 MLS, 9 NLL, and 25 three-game MLB series.
 */
export const HOME_TEAMS: HomeTeam[] = [
  {
    team: 'Colorado Rockies',
    league: 'MLB',
    sport: 'Baseball',
    subcategory: 'Baseball',
    venue: VENUES.coorsField,
    season: { fromMonth: 4, toMonth: 9 },
    days: [2, 5],
    time: '18:40',
    seriesLength: 3,
    seriesPerHomestand: 2,
    opponents: [
      ...NL_WEST_RIVALS,
      'Atlanta Braves',
      'Miami Marlins',
      'New York Mets',
      'Philadelphia Phillies',
      'Washington Nationals',
      'Chicago Cubs',
      'Cincinnati Reds',
      'Milwaukee Brewers',
      'Pittsburgh Pirates',
      'St. Louis Cardinals',
      'Houston Astros',
      'Texas Rangers',
      'Seattle Mariners',
      'Los Angeles Angels',
      'Athletics',
      'New York Yankees',
      'Boston Red Sox',
    ],
    rivals: NL_WEST_RIVALS,
  },
  {
    team: 'Denver Nuggets',
    league: 'NBA',
    sport: 'Basketball',
    subcategory: 'Basketball',
    venue: VENUES.ballArena,
    season: { fromMonth: 10, toMonth: 4 },
    days: [1, 3, 5],
    time: '19:00',
    seriesLength: 1,
    seriesPerHomestand: 1,
    opponents: [
      ...NBA_WEST_RIVALS,
      'Memphis Grizzlies',
      'New Orleans Pelicans',
      'Atlanta Hawks',
      'Boston Celtics',
      'Brooklyn Nets',
      'Charlotte Hornets',
      'Chicago Bulls',
      'Cleveland Cavaliers',
      'Detroit Pistons',
      'Indiana Pacers',
      'Miami Heat',
      'Milwaukee Bucks',
      'New York Knicks',
      'Orlando Magic',
      'Philadelphia 76ers',
      'Toronto Raptors',
      'Washington Wizards',
    ],
    rivals: NBA_WEST_RIVALS,
  },
  {
    team: 'Colorado Avalanche',
    league: 'NHL',
    sport: 'Hockey',
    subcategory: 'Hockey',
    venue: VENUES.ballArena,
    season: { fromMonth: 10, toMonth: 4 },
    days: [2, 4, 6],
    time: '19:00',
    seriesLength: 1,
    seriesPerHomestand: 1,
    opponents: [
      ...NHL_RIVALS,
      'Anaheim Ducks',
      'Los Angeles Kings',
      'San Jose Sharks',
      'Seattle Kraken',
      'Vancouver Canucks',
      'Boston Bruins',
      'Buffalo Sabres',
      'Carolina Hurricanes',
      'Columbus Blue Jackets',
      'Detroit Red Wings',
      'Florida Panthers',
      'Montreal Canadiens',
      'New Jersey Devils',
      'New York Islanders',
      'New York Rangers',
      'Ottawa Senators',
      'Philadelphia Flyers',
      'Pittsburgh Penguins',
      'Tampa Bay Lightning',
      'Toronto Maple Leafs',
      'Washington Capitals',
    ],
    rivals: NHL_RIVALS,
  },
  {
    team: 'Denver Broncos',
    league: 'NFL',
    sport: 'Football',
    subcategory: 'Football',
    venue: VENUES.empowerField,
    season: { fromMonth: 9, toMonth: 12 },
    days: [0],
    time: '14:05',
    seriesLength: 1,
    seriesPerHomestand: 1,
    opponents: [
      'Kansas City Chiefs',
      'Las Vegas Raiders',
      'Los Angeles Chargers',
      'Buffalo Bills',
      'Miami Dolphins',
      'Jacksonville Jaguars',
      'Seattle Seahawks',
      'Los Angeles Rams',
    ],
    rivals: [],
  },
  {
    team: 'Colorado Rapids',
    league: 'MLS',
    sport: 'Soccer',
    subcategory: 'Soccer Games',
    venue: VENUES.dsgPark,
    season: { fromMonth: 3, toMonth: 10 },
    days: [6],
    time: '19:30',
    seriesLength: 1,
    seriesPerHomestand: 1,
    opponents: [
      'Real Salt Lake',
      'Sporting Kansas City',
      'Seattle Sounders FC',
      'Portland Timbers',
      'Austin FC',
      'FC Dallas',
      'Houston Dynamo FC',
      'LA Galaxy',
      'Los Angeles FC',
      'Minnesota United FC',
      'San Diego FC',
      'San Jose Earthquakes',
      'St. Louis City SC',
      'Vancouver Whitecaps FC',
      'Inter Miami CF',
      'Atlanta United FC',
      'Columbus Crew',
    ],
    rivals: [],
  },
  {
    team: 'Colorado Mammoth',
    league: 'NLL',
    sport: 'Lacrosse',
    subcategory: 'Sports Venues',
    venue: VENUES.ballArena,
    season: { fromMonth: 12, toMonth: 4 },
    days: [0],
    time: '15:00',
    seriesLength: 1,
    seriesPerHomestand: 1,
    opponents: [
      'Calgary Roughnecks',
      'Vancouver Warriors',
      'San Diego Seals',
      'Las Vegas Desert Dogs',
      'Saskatchewan Rush',
      'Georgia Swarm',
      'Buffalo Bandits',
      'Toronto Rock',
      'Halifax Thunderbirds',
    ],
    rivals: [],
  },
];

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
