import { VENUES, type Venue } from './sample-venues';

/**
 * The pro teams' home venues, under every name the schedule feeds use
 * (ESPN and older feeds still say "Pepsi Center" or "Broncos Stadium").
 */
const BY_NAME = new Map<string, Venue>([
  ['coors field', VENUES.coorsField],
  ['ball arena', VENUES.ballArena],
  ['pepsi center', VENUES.ballArena],
  ['empower field at mile high', VENUES.empowerField],
  ['empower field', VENUES.empowerField],
  ['broncos stadium at mile high', VENUES.empowerField],
  ["dick's sporting goods park", VENUES.dsgPark],
]);

const key = (name: string) =>
  name.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

/** The metro venue a feed names, or undefined for a game played elsewhere. */
export function metroVenue(name: string | null | undefined): Venue | undefined {
  return name ? BY_NAME.get(key(name)) : undefined;
}
