import { CULTURE_MOTIFS } from './motifs-culture';
import { PLACE_MOTIFS } from './motifs-places';

export const MOTIFS = { ...PLACE_MOTIFS, ...CULTURE_MOTIFS };

/** A pictogram per category for subcategories without their own. */
export const CATEGORY_MOTIF: Record<string, string> = {
  food: 'restaurants',
  nightlife: 'bars',
  outdoors: 'parks',
  arts: 'museums',
  entertainment: 'theater',
  shopping: 'shopping malls',
  recreational_sports: 'recreation centers',
  concerts: 'indie',
  professional_sports: 'basketball',
};
