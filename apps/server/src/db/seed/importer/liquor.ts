import { isInMetro } from '@app/shared/catalogue';

import { cell, parseCsv } from './csv';
import { placeLicence } from './liquor-rules';
import { cleanBusinessName, properCase } from './names';
import { LIQUOR } from './sources';
import type { RawSource } from './types';

/** Register names that have since changed or are legal names of a known venue. */
const RENAMED: Record<string, string> = {
  'Pepsi Center': 'Ball Arena',
  'Denver Museum Natl History': 'Denver Museum of Nature & Science',
  'Museum of Contemporary Art': 'Museum of Contemporary Art Denver',
  'Helen G Bonfils Theatre Complex': 'Bonfils Theatre Complex',
  // The bar of the Mayan Theatre and the Denver Film Society's cinema.
  'Mayan Lounge': 'Landmark Mayan Theatre',
  'Denver Film Society': 'Sie FilmCenter',
  // The nightclub in the former St. Mark's church at 1160 Lincoln St.
  'Downtown Church': 'The Church Nightclub',
};

/** Street types the register's FULL_ADDRESS runs straight into a unit word ('AVESUITE K'). */
const GLUED_UNIT =
  /\b(AVE|ST|BLVD|DR|CT|RD|PL|PKWY|LN|WAY)(SUITE|UNIT|STE|APT)\b/gi;

/**
 * The premises as the licence was filed ('6300 E HAMPDEN AVESUITE K ' ->
 * '6300 E Hampden Ave Suite K'): the register's own text, used when its
 * geocoded ADDRESS_LINE1 is missing.
 */
function registerStreet(full: string | undefined): string | null {
  const text = cell(full);
  if (!text) return null;
  const spaced = text
    .replace(GLUED_UNIT, '$1 $2')
    .replace(/^(\d+)\s+-(\d+)\b/, '$1-$2');
  // Units ('Suite A', '#A-101') keep their capitals.
  return properCase(spaced)
    .split(' ')
    .map((word) =>
      word.startsWith('#') || word.length === 1 ? word.toUpperCase() : word,
    )
    .join(' ');
}

/**
 * ADDRESS_LINE1 is the city's geocoded address; 101 of the 1,457
 * on-premises licences have none ('None', and no city or ZIP either), only
 * the address they were filed under (FULL_ADDRESS), which still names the
 * street. Every premises in the register lies in the City and County of
 * Denver.
 */
function address(row: Record<string, string>): string | null {
  const line = cell(row.ADDRESS_LINE1) ?? registerStreet(row.FULL_ADDRESS);
  if (!line) return null;
  const city = cell(row.CITY) ?? 'Denver';
  const zip = cell(row.ZIP);
  return `${line}, ${properCase(city)}, CO${zip ? ` ${zip}` : ''}`;
}

/** What each kind of on-premises licence lets a place serve or hold. */
const LICENCE_FACTS: [RegExp, string][] = [
  [/HOTEL AND RESTAURANT|TAVERN|CLUB|LODGING|ARTS$|ARTS /, 'full bar'],
  [/BEER & WINE/, 'beer and wine'],
  [/BREW PUB/, 'brews its own beer'],
  [/DISTILLERY PUB/, 'distills its own spirits'],
  [/VINTNER/, 'makes its own wine'],
  [/CABARET/, 'live entertainment'],
];

/**
 * 'LIQUOR - HOTEL AND RESTAURANT AND CABARET' -> 'full bar · live
 * entertainment': what the licence means for a visitor, not its name (the
 * register is credited in the source note).
 */
function licenceFacts(licences: string): string | null {
  const first = licences.split(',')[0]!;
  const facts = LICENCE_FACTS.filter(([pattern]) => pattern.test(first)).map(
    ([, words]) => words,
  );
  return facts.length ? facts.join(' · ') : null;
}

/** On-premises licences with coordinates: restaurants, bars and venues. */
export function readLiquorLicences(csvText: string): RawSource {
  const rows = parseCsv(csvText);
  const entries = rows.flatMap((row) => {
    if (row.on_premises !== 'yes') return [];
    const lat = Number(cell(row.latitude));
    const lng = Number(cell(row.longitude));
    if (!cell(row.latitude) || !isInMetro(lat, lng)) return [];
    const cleaned = cleanBusinessName(row.BUS_PROF_NAME ?? '');
    if (!cleaned) return [];
    const name = RENAMED[cleaned] ?? cleaned;
    const placement = placeLicence(row.LICENSES ?? '', name);
    if (!placement) return [];
    return [
      {
        name,
        ...placement,
        description: licenceFacts(row.LICENSES ?? ''),
        latitude: lat,
        longitude: lng,
        address: address(row),
        phone_number: null,
        website_url: null,
        source: LIQUOR.id,
        source_id: row.BFN!,
        attribution: LIQUOR.attribution,
      },
    ];
  });
  return { entries, read: rows.length };
}
