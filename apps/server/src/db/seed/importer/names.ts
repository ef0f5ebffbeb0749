const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'de',
  'del',
  'for',
  'in',
  'la',
  'of',
  'on',
  'or',
  'the',
  'to',
  'y',
]);
const ACRONYMS = new Set([
  'BBQ',
  'DIA',
  'USA',
  'II',
  'III',
  'IV',
  'VFW',
  'RH',
  'DJ',
  'TV',
  'UPS',
  'YMCA',
  'AMF',
  'FTW',
  'DCPA',
  'MCA',
  'HQ',
  'NYC',
  'LA',
  'ABC',
  'DU',
  'CU',
  'RINO',
  'LOHI',
]);
/** Abbreviations without vowels that are words, not acronyms. */
const ABBREVIATIONS = new Set([
  'st',
  'dr',
  'ln',
  'blvd',
  'pl',
  'ct',
  'pkwy',
  'hwy',
  'mt',
  'ft',
  'jr',
  'sr',
  'mr',
  'mrs',
  'ms',
  'n',
  's',
  'w',
  'nw',
  'ne',
  'sw',
  'se',
]);
const CORPORATE_SUFFIX =
  /[\s,]+(L\.?L\.?C\.?|INC\.?|INCORPORATED|CORP\.?|CORPORATION|LTD\.?|L\.?L\.?P\.?|CO\.)$/i;
const CORPORATE_WORDS =
  /\b(ENTERPRISES?|HOLDINGS?|VENTURES?|PARTNERS|PARTNERSHIP|MANAGEMENT|PROPERTIES|INVESTMENTS?|ASSOCIATES|HOSPITALITY|CONCEPTS|DEVELOPMENT|PARKING|GROUP)\b/i;

/** Hotels and hotel brands: a licence under such a name is the hotel, not a restaurant people know. */
export const HOTEL_NAMES =
  /\b(inn & suites|inn and suites|suites|hotel|marriott|hilton|hyatt|haytt|comfort inn|the inn at|sheraton|westin|ritz-carlton|crowne plaza|courtyard|doubletree|embassy suites|hampton inn|holiday inn|residence inn|springhill|staybridge|la quinta|best western|radisson|ramada|rodeway|drury|homewood|le meridien|renaissance denver|balfour)\b/i;

/** The area a hotel's register name ends with ('DRURY INN & SUITES - DENVER/STAPLETON'). */
const AREA_SUFFIX = /^(stapleton|gateway park|downtown|denver|airport|dia)$/i;

/** Chain names as the chains write them today, whatever the register says. */
const CHAINS: [RegExp, string][] = [
  [/^chipotle( mexican grille?)?$/i, 'Chipotle Mexican Grill'],
  [/^qdoba( mexican (grill|eats))?$/i, 'Qdoba Mexican Eats'],
  [/^(the )?olive garden( italian restaurant)?$/i, 'Olive Garden'],
  [/^the capital grille( of denver)?$/i, 'The Capital Grille'],
  [/^noodles( & company| and company)?$/i, 'Noodles & Company'],
  [/^growler usa$/i, 'Growler USA'],
];
/**
 * Drops store numbers ('Chipotle Mexican Grill #2'; a bare number only
 * after a chain name, since 'Penn 102' is a name) and names chains the way
 * they name themselves.
 */
function chainName(name: string): string {
  const bare = name.replace(/\s+#\s*\d+$/, '');
  const withoutNumber = bare.replace(/\s+\d{3,5}$/, '');
  const chain = CHAINS.find(([pattern]) => pattern.test(withoutNumber));
  return chain ? chain[1] : bare;
}

function caseWord(word: string, isFirst: boolean): string {
  const upper = word.toUpperCase();
  const bare = upper.replace(/[^A-Z0-9]/g, '');
  if (ACRONYMS.has(bare) && !(bare === 'LA' && !isFirst)) {
    return upper === bare ? bare : word.toUpperCase();
  }
  if (/^(ii|iii|iv|vi|vii|viii|ix|xi)$/i.test(word)) return upper;
  const lower = word.toLowerCase();
  if (!isFirst && SMALL_WORDS.has(lower)) return lower;
  if (/^\d+(st|nd|rd|th)$/i.test(word)) return lower;
  if (
    /^[a-z]{2,4}$/i.test(word) &&
    !/[aeiouy]/i.test(word) &&
    !ABBREVIATIONS.has(lower)
  ) {
    return upper;
  }
  return lower
    .split('-')
    .map((part) =>
      part.replace(/^(mc)?([a-z])/, (_m, mc: string | undefined, c: string) =>
        mc ? `Mc${c.toUpperCase()}` : c.toUpperCase(),
      ),
    )
    .join('-')
    .replace(/'([a-z]{2,})/g, (_m, rest: string) =>
      /^(s|t|d|ll|re|ve)$/.test(rest)
        ? `'${rest}`
        : `'${rest[0]!.toUpperCase()}${rest.slice(1)}`,
    );
}

/** 'THE GINN MILL' -> 'The Ginn Mill'; keeps acronyms like BBQ. */
export function properCase(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.map((word, i) => caseWord(word, i === 0)).join(' ');
}

/**
 * A public-facing name from a licence register name, or null when only a
 * company name is known ('HKB, LLC'). Combined names keep the first trade
 * name ('ATOMIC COWBOY/DEN BISC CO' -> 'Atomic Cowboy').
 */
export function cleanBusinessName(raw: string): string | null {
  let name = raw.replace(/\s+/g, ' ').trim();
  if (name === '' || /^(n\/?a|tbd|unknown|none)$/i.test(name)) return null;
  const atVenue = name.split(/\s+@\s+/);
  if (atVenue.length === 2 && atVenue[1]!.length >= 3) name = atVenue[1]!;
  // A hotel's register name lists the hotel first: keep the restaurant's trade name.
  const parts = name.split(/\s*\/\s*/).filter((p) => p.length >= 3);
  const first =
    parts.find((p) => !HOTEL_NAMES.test(p) && !AREA_SUFFIX.test(p)) ?? parts[0];
  if (first) name = first;
  // Register order 'OLD SPAGHETTI FACTORY THE' -> 'THE OLD SPAGHETTI FACTORY'.
  name = name.replace(/^(.+?),?\s+the$/i, 'THE $1');
  const hadCorporateSuffix = CORPORATE_SUFFIX.test(name);
  name = name.replace(CORPORATE_SUFFIX, '').replace(/[\s,]+$/, '');
  if (CORPORATE_WORDS.test(name)) return null;
  const letters = name.replace(/[^A-Za-z]/g, '');
  if (hadCorporateSuffix && letters.length <= 4) return null;
  if (letters.length < 2) return null;
  return chainName(properCase(name));
}

/** A key that matches one place across sources ('Wynkoop Brewing Co' = 'Wynkoop Brewing Company'). */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(
      /\b(the|and|co|company|brewing|brewery|brewhouse|beer|restaurant|taproom|llc|inc|denver)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** '7205738992' -> '(720) 573-8992'; other shapes are kept as given. */
export function formatPhone(raw: string | null): string | null {
  if (!raw) return null;
  const digits = raw.replace(/\D/g, '');
  const ten =
    digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return raw.trim() || null;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}
