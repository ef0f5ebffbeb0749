import type { AiSearchResult } from '@app/shared/search';
import { Grid } from '@mui/material';

import { AiResultCard, type AiResultActions } from './ai-result-card';

/** The found activities as cards with their match and reasons. */
export function AiResultsList({
  results,
  actionsFor,
}: {
  results: AiSearchResult[];
  actionsFor: (result: AiSearchResult) => AiResultActions;
}) {
  return (
    <Grid
      component="ul"
      container
      spacing={3}
      sx={{ p: 0, m: 0, listStyle: 'none' }}
      aria-label="Search results"
    >
      {results.map((result) => (
        <Grid component="li" key={result.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <AiResultCard result={result} actions={actionsFor(result)} />
        </Grid>
      ))}
    </Grid>
  );
}
