import type { AiSearchResult } from '@app/shared/search';
import { AI_SEARCH_MAX_QUERY_LENGTH } from '@app/shared/search-limits';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  CircularProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { Suspense, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

import { RetryAlert } from '../../../components/feedback/retry-alert';
import { PageLoader } from '../../../components/page-loader';
import { preloadable } from '../../../lib/preloadable';
import { searchFailure, useAiSearch } from '../api/search-activities';
import { fitQuery } from '../fit-query';

import type { AiResultActions } from './ai-result-card';
import { AiUnderstanding } from './ai-understanding';
import { AskAnotherQuestion } from './ask-another-question';

// The result cards load while the search runs.
const AiResultsList = preloadable(() =>
  import('./ai-results-list').then((m) => ({ default: m.AiResultsList })),
);

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
  useEffect(() => AiResultsList.preload(), []);
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
    const failure = searchFailure(search.error);
    // A retry is offered only when asking again could succeed.
    return failure.canRetry ? (
      <RetryAlert onRetry={() => void search.refetch()} size="small">
        {failure.message}
      </RetryAlert>
    ) : (
      <Alert severity="error">{failure.message}</Alert>
    );
  }
  const response = search.data;
  return (
    <Stack spacing={4}>
      <AiUnderstanding response={response} />
      {response.results.length === 0 ? (
        <Message text="No activities found matching your search criteria." />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <AiResultsList results={response.results} actionsFor={actionsFor} />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * The AI Search Results page (spec 2 §2): states idle, loading, results or
 * error. A question from a link that is longer than the API takes is cut to
 * fit, and the page says so.
 */
export function AiResultsPage({
  query: asked,
  actionsFor,
}: {
  query: string;
  actionsFor: (result: AiSearchResult) => AiResultActions;
}) {
  const { text: query, shortened } = fitQuery(asked);
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
      {shortened ? (
        <Alert severity="info" sx={{ mb: 4 }}>
          Your question was longer than {AI_SEARCH_MAX_QUERY_LENGTH} characters,
          so only the part shown above was searched.
        </Alert>
      ) : null}
      {query ? (
        <Results query={query} actionsFor={actionsFor} />
      ) : (
        <Message text="No search query provided" />
      )}
    </Box>
  );
}
