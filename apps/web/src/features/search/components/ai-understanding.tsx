import { categoryLabel } from '@app/shared/interests';
import { matchLabel } from '@app/shared/recommendations';
import { understandingChips, type AiSearchResponse } from '@app/shared/search';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';

import { countOf } from '../../../lib/format-count';

/** What the question was understood as, and how sure the engine is. */
export function AiUnderstanding({ response }: { response: AiSearchResponse }) {
  const chips = understandingChips(response.understanding, categoryLabel);
  const { metadata } = response;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="ai-understanding"
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <PsychologyIcon color="secondary" aria-hidden />
          <Typography id="ai-understanding" variant="h6" component="h2">
            AI Understanding
          </Typography>
        </Stack>
        <Typography sx={{ mb: 2 }}>{response.search_summary}</Typography>
        {chips.length > 0 ? (
          <Stack
            component="ul"
            aria-label="Understood from your question"
            direction="row"
            sx={{
              flexWrap: 'wrap',
              gap: 1,
              p: 0,
              m: 0,
              mb: 2,
              listStyle: 'none',
            }}
          >
            {chips.map((chip) => (
              <li key={chip}>
                <Chip label={chip} color="secondary" variant="outlined" />
              </li>
            ))}
          </Stack>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {countOf(metadata.total_results, 'result')} ·{' '}
          {matchLabel(metadata.confidence_score).label} match ·{' '}
          {metadata.search_time.toFixed(2)} s
        </Typography>
      </CardContent>
    </Card>
  );
}
