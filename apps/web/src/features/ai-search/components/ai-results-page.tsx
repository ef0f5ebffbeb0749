import type { AiSearchResult } from '@app/shared/ai-search';
import {
  Box,
  Breadcrumbs,
  Button,
  CircularProgress,
  Grid,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { RetryAlert } from '../../../components/feedback/retry-alert';
import { useAiSearch } from '../api/search-activities';

import { AiResultCard, type AiResultActions } from './ai-result-card';
import { AiUnderstanding } from './ai-understanding';
import { AskAnotherQuestion } from './ask-another-question';

function BackToDashboard() {
  return (
    <Button component={RouterLink} to="/dashboard" variant="contained">
      Back to Dashboard
    </Button>
  );
}

function Message({ text }: { text: string }) {
  return (
    <Stack
      spacing={3}
      sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}
    >
      <Typography variant="h6" component="p">
        {text}
      </Typography>
      <BackToDashboard />
    </Stack>
  );
}

function Results({
  query,
  actionsFor,
}: {
  query: string;
  actionsFor: (result: AiSearchResult) => AiResultActions;
}) {
  const search = useAiSearch(query);
  if (search.isPending) {
    return (
      <Stack
        role="status"
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }}
      >
        <CircularProgress size={28} aria-hidden />
        <Typography>Searching for the best matches…</Typography>
      </Stack>
    );
  }
  if (search.isError) {
    return (
      <RetryAlert onRetry={() => void search.refetch()} size="small">
        Failed to perform search. Please try again.
      </RetryAlert>
    );
  }
  const response = search.data;
  return (
    <Stack spacing={4}>
      <AiUnderstanding response={response} />
      {response.results.length === 0 ? (
        <Message text="No activities found matching your search criteria." />
      ) : (
        <Grid
          component="ul"
          container
          spacing={3}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
          aria-label="Search results"
        >
          {response.results.map((result) => (
            <Grid
              component="li"
              key={result.id}
              size={{ xs: 12, sm: 6, md: 4 }}
            >
              <AiResultCard result={result} actions={actionsFor(result)} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

/** The AI Search Results page (spec 2 §2): states idle, loading, results or error. */
export function AiResultsPage({
  query,
  actionsFor,
}: {
  query: string;
  actionsFor: (result: AiSearchResult) => AiResultActions;
}) {
  return (
    <Box
      component="main"
      sx={{
        maxWidth: 1280,
        mx: 'auto',
        px: { xs: 2, sm: 6 },
        py: { xs: 4, sm: 6 },
      }}
    >
      <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 2 }}>
        <Link
          component={RouterLink}
          to="/dashboard"
          underline="hover"
          color="inherit"
        >
          Dashboard
        </Link>
        <Typography color="text.primary" aria-current="page">
          AI Search Results
        </Typography>
      </Breadcrumbs>
      <Typography
        variant="h4"
        component="h1"
        sx={{
          mb: 3,
          fontSize: { xs: '1.6rem', sm: '2.125rem' },
          overflowWrap: 'anywhere',
        }}
      >
        {query ? `Results for “${query}”` : 'AI Search Results'}
      </Typography>
      <Box sx={{ mb: 4 }}>
        {/* Keyed so the box follows the query when the page is reused. */}
        <AskAnotherQuestion key={query} />
      </Box>
      {query ? (
        <Results query={query} actionsFor={actionsFor} />
      ) : (
        <Message text="No search query provided" />
      )}
    </Box>
  );
}
