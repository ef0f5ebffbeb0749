import { formatCount } from '../../../lib/format-count';
import { useCategoryCounts } from '../api/get-category-counts';

import { HeroChip, HeroChipSpace } from './hero-chip';

/** The catalogue's live size; an empty space until it answers (no invented figure). */
export default function CatalogueTotalChip() {
  const { total, isPending } = useCategoryCounts();
  if (total) {
    return <HeroChip label={`${formatCount(total)} activities`} />;
  }
  return isPending ? <HeroChipSpace /> : null;
}
