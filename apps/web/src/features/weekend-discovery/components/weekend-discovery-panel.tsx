import type { Itinerary } from '@app/shared/itinerary';
import { AI_SEARCH_MAX_QUERY_LENGTH } from '@app/shared/search-limits';
import type {
  AiDiscoveryResponse,
  UnmetConstraint,
} from '@app/shared/weekend-discovery';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { CardTitleRow } from '../../../components/layout/card-title-row';
import { useUpgradeDialog } from '../../../components/premium/use-upgrade-dialog';
import { apiFailure } from '../../../lib/api-client';
import { countOf } from '../../../lib/format-count';
import { useCreatePlanFromItinerary } from '../api/create-plan-from-itinerary';
import { useDiscover } from '../api/discover';

import { ItineraryList, type UseFailure } from './itinerary-list';
import { NewToYou } from './new-to-you';

function Recommendations({ data }: { data: AiDiscoveryResponse }) {
  if (data.activities.length === 0) {
    return (
      <Typography color="text.secondary">
        No activities found matching your search criteria.
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {data.activities.map((a) => (
        <Card key={a.id} variant="outlined">
          <CardContent>
            <CardTitleRow
              title={
                <Link component={RouterLink} to={`/activity/${a.id}`}>
                  {a.name}
                </Link>
              }
              component="h4"
              fontWeight={600}
              spread
            >
              <Chip
                size="small"
                label={`${Math.round(a.personalization.relevance_score * 100)}% match`}
              />
            </CardTitleRow>
            <Typography variant="body2" color="text.secondary">
              {/* Only events have timing advice; places have none. */}
              {a.personalization.timing_recommendation
                ? `${a.personalization.timing_recommendation} `
                : ''}
              Weather suitability{' '}
              {Math.round(a.personalization.weather_suitability)}%
              {data.weather_is_estimate ? ' (estimate)' : ''}.
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {a.personalization.personalized_tips.map((tip) => (
                <Typography component="li" variant="body2" key={tip}>
                  {tip}
                </Typography>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** Where a failed 'Use This Itinerary' is said, with whether a plan limit stopped it. */
function useItineraryToPlan(asked: string) {
  const navigate = useNavigate();
  const createPlan = useCreatePlanFromItinerary();
  const [busyDate, setBusyDate] = useState<string | null>(null);
  const failure: UseFailure | null =
    createPlan.isError && createPlan.variables
      ? {
          date: createPlan.variables.itinerary.date,
          message:
            (apiFailure(createPlan.error)?.serverMessage ??
              createPlan.error.message) ||
            'Failed to create plan',
          atLimit: apiFailure(createPlan.error)?.status === 403,
        }
      : null;
  const use = (itinerary: Itinerary) => {
    setBusyDate(itinerary.date);
    createPlan.mutate(
      { query: asked, itinerary },
      {
        onSuccess: (plan) => navigate(`/my-plans?planId=${plan.id}`),
        onSettled: () => setBusyDate(null),
      },
    );
  };
  return { busyDate, failure, use, reset: createPlan.reset };
}

function DiscoveryForm({
  query,
  onChange,
  onSubmit,
  pending,
}: {
  query: string;
  onChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
}) {
  return (
    <Stack
      component="form"
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 3 }}
    >
      <TextField
        label="What would you like to do this weekend?"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: AI_SEARCH_MAX_QUERY_LENGTH } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={pending || !query.trim()}
        sx={{ minWidth: 140 }}
      >
        {pending ? (
          <CircularProgress size={22} aria-label="Discovering" />
        ) : (
          'Discover'
        )}
      </Button>
    </Stack>
  );
}

/** What of the question no day could meet, and what stands in for it, above the answer. */
function UnmetConstraints({ unmet }: { unmet: UnmetConstraint[] }) {
  if (unmet.length === 0) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      <AlertTitle>Not everything you asked could be met</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {unmet.map((u) => (
          <Typography
            component="li"
            variant="body2"
            key={`${u.constraint}|${u.alternative}`}
          >
            <strong>{u.constraint}:</strong> {u.alternative}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}

function TrendingLocally({
  trending,
}: {
  trending: AiDiscoveryResponse['trending_locally'];
}) {
  if (trending.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Nothing is trending nearby yet.
      </Typography>
    );
  }
  return (
    <Stack component="ol" sx={{ pl: 2.5, mt: 0, mb: 3 }}>
      {trending.map((t) => (
        <Typography component="li" key={t.id}>
          {t.name} · {countOf(t.people, 'person', 'people')} this week
        </Typography>
      ))}
    </Stack>
  );
}

function DiscoveryAnswer({
  data,
  toPlan,
  onUpgrade,
}: {
  data: AiDiscoveryResponse;
  toPlan: ReturnType<typeof useItineraryToPlan>;
  onUpgrade: () => void;
}) {
  return (
    <>
      <UnmetConstraints unmet={data.unmet_constraints ?? []} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            Personalized Recommendations
          </Typography>
          <Recommendations data={data} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            Trending Locally
          </Typography>
          <TrendingLocally trending={data.trending_locally} />
          <Typography variant="h6" component="h3" gutterBottom>
            Optimized Itineraries
          </Typography>
          <ItineraryList
            itineraries={data.suggested_itineraries}
            busyDate={toPlan.busyDate}
            failure={toPlan.failure}
            onUse={toPlan.use}
            onUpgrade={onUpgrade}
          />
        </Grid>
      </Grid>
    </>
  );
}

/** Dashboard tab 6: 'AI-Powered Weekend Discovery' (spec 2 §2). */
export function WeekendDiscoveryPanel() {
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const search = useDiscover();
  const toPlan = useItineraryToPlan(asked);
  const upgrade = useUpgradeDialog();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    setAsked(text);
    // A failed 'Use This Itinerary' belongs to the answer it was under.
    toPlan.reset();
    search.mutate({ query: text, location: { city: 'Denver', state: 'CO' } });
  };

  const data = search.data;
  return (
    <Box
      component="section"
      aria-labelledby="ai-discovery-title"
      sx={{ py: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <AutoAwesomeIcon color="secondary" aria-hidden />
        <Typography id="ai-discovery-title" variant="h5" component="h2">
          AI-Powered Weekend Discovery
        </Typography>
      </Stack>
      <DiscoveryForm
        query={query}
        onChange={setQuery}
        onSubmit={handleSubmit}
        pending={search.isPending}
      />
      {search.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Failed to perform search. Please try again.
        </Alert>
      )}
      {!data && !search.isPending && <NewToYou />}
      {data && (
        <DiscoveryAnswer
          data={data}
          toPlan={toPlan}
          onUpgrade={() => upgrade.open('plans', toPlan.failure?.message)}
        />
      )}
      {upgrade.element}
    </Box>
  );
}
