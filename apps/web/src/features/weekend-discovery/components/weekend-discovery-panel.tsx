import type { Itinerary } from '@app/shared/itinerary';
import { AI_SEARCH_MAX_QUERY_LENGTH } from '@app/shared/search-limits';
import type { AiDiscoveryResponse } from '@app/shared/weekend-discovery';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  Alert,
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

/** Dashboard tab 6: 'AI-Powered Weekend Discovery' (spec 2 §2). */
export function WeekendDiscoveryPanel() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const search = useDiscover();
  const createPlan = useCreatePlanFromItinerary();
  const [busyDate, setBusyDate] = useState<string | null>(null);
  const upgrade = useUpgradeDialog();
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

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    setAsked(text);
    // A failed 'Use This Itinerary' belongs to the answer it was under.
    createPlan.reset();
    search.mutate({ query: text, location: { city: 'Denver', state: 'CO' } });
  };

  const handleUse = (itinerary: Itinerary) => {
    setBusyDate(itinerary.date);
    createPlan.mutate(
      { query: asked, itinerary },
      {
        onSuccess: (plan) => navigate(`/my-plans?planId=${plan.id}`),
        onSettled: () => setBusyDate(null),
      },
    );
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
      <Stack
        component="form"
        onSubmit={handleSubmit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 3 }}
      >
        <TextField
          label="What would you like to do this weekend?"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: AI_SEARCH_MAX_QUERY_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={search.isPending || !query.trim()}
          sx={{ minWidth: 140 }}
        >
          {search.isPending ? (
            <CircularProgress size={22} aria-label="Discovering" />
          ) : (
            'Discover'
          )}
        </Button>
      </Stack>
      {search.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Failed to perform search. Please try again.
        </Alert>
      )}
      {!data && !search.isPending && <NewToYou />}
      {data && (
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
            {data.trending_locally.length === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Nothing is trending nearby yet.
              </Typography>
            ) : (
              <Stack component="ol" sx={{ pl: 2.5, mt: 0, mb: 3 }}>
                {data.trending_locally.map((t) => (
                  <Typography component="li" key={t.id}>
                    {t.name} · {countOf(t.people, 'person', 'people')} this week
                  </Typography>
                ))}
              </Stack>
            )}
            <Typography variant="h6" component="h3" gutterBottom>
              Optimized Itineraries
            </Typography>
            <ItineraryList
              itineraries={data.suggested_itineraries}
              busyDate={busyDate}
              failure={failure}
              onUse={handleUse}
              onUpgrade={() => upgrade.open('plans', failure?.message)}
            />
          </Grid>
        </Grid>
      )}
      {upgrade.element}
    </Box>
  );
}
