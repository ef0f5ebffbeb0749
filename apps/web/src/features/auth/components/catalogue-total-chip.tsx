import { useCategoryCounts } from '../api/get-category-counts';

import { HeroChip } from './hero-chip';

/** The catalogue's live size; nothing until it answers (no invented figure). */
export default function CatalogueTotalChip() {
  const { total } = useCategoryCounts();
  return total ? (
    <HeroChip label={`${total.toLocaleString('en-US')} activities`} />
  ) : null;
}
