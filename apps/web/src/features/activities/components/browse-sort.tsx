import {
  LabelledSelect,
  type SelectOption,
} from '../../../components/forms/labelled-select';
import type { BrowseSort } from '../api/get-activities';
import type { Browse } from '../hooks/use-browse';
import type { BrowseOrigin } from '../hooks/use-browse-origin';

/** Nearest says what it measures from once that is known. */
const NEAREST: Record<BrowseOrigin['from'], string> = {
  locating: 'Nearest',
  you: 'Nearest to you',
  downtown: 'Nearest to downtown Denver',
};

function sortOptions({
  canMatch,
  origin,
}: Pick<Browse, 'canMatch' | 'origin'>): SelectOption<BrowseSort>[] {
  const always: SelectOption<BrowseSort>[] = [
    { value: 'start_time', label: 'Soonest events' },
    { value: 'distance', label: NEAREST[origin.from] },
    { value: 'rating', label: 'Top rated' },
    { value: 'name', label: 'Name A–Z' },
  ];
  return canMatch
    ? [{ value: 'relevance', label: 'Best match' }, ...always]
    : always;
}

/**
 * The list's order, beside its count rather than in the filter panel: it
 * stays at hand when the panel is hidden.
 */
export function BrowseSortSelect({ browse }: { browse: Browse }) {
  return (
    <LabelledSelect
      id="browse-sort-label"
      label="Sort by"
      value={browse.sort}
      options={sortOptions(browse)}
      onChange={browse.setSort}
      size="small"
      sx={{ ml: 'auto', minWidth: 190 }}
    />
  );
}
