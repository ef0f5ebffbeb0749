import { Typography, type TypographyProps } from '@mui/material';

import { useActivityCount, type BrowseFilters } from '../api/get-activities';

/** '1 activity', '2,123 activities'. */
export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Ratings come only from our members' reviews, so a rating filter or the
 * 'Top rated' order says how many of the places in view have one at all.
 */
export function RatedPlacesNote({
  filters,
  ...text
}: { filters: BrowseFilters } & Pick<TypographyProps, 'variant' | 'sx'>) {
  const rated = useActivityCount({ ...filters, ratingMin: 1 }).data;
  return (
    <Typography color="text.secondary" {...text}>
      {rated === undefined
        ? 'Ratings come only from reviews by people using Weekend Planner, and most places have none so far.'
        : `Ratings come only from reviews by people using Weekend Planner: ${plural(rated, 'place has', 'places have')} one so far.`}
    </Typography>
  );
}
