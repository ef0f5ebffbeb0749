import { matchLabel } from '@app/shared/recommendations';
import {
  DISCOVERY_DEFAULT_LIMIT,
  DISCOVERY_MAX_LIMIT,
  type Discovery,
  type IntelligenceLocation,
} from '@app/shared/weekend-insights';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { useLiveEvents } from '../api/get-live-events';

import { CardList, CardTitle, EmptyState, QueryState } from './tab-states';

function DiscoveryCard({ item }: { item: Discovery }) {
  const { parking, accessibility, amenities } = item.enrichments;
  const facts = [accessibility, parking, ...(amenities ?? [])].filter(Boolean);
  const linkText = item.kind === 'event' ? 'Tickets and details' : 'Website';
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <CardTitle id={item.activity_id} name={item.name} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
          <Chip
            size="small"
            label={item.kind === 'event' ? 'Event' : 'Newly added'}
          />
          {item.is_sample && (
            <Chip size="small" label="Example, not a real listing" />
          )}
          <Chip
            size="small"
            variant="outlined"
            label={`${matchLabel(item.confidence).label} match`}
          />
          {item.cost && (
            <Chip size="small" variant="outlined" label={item.cost} />
          )}
        </Stack>
        <Typography variant="body2">{item.recommendation_reason}</Typography>
        {facts.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
        )}
        {item.insider_tips.map((tip) => (
          <Typography key={tip} variant="body2" color="text.secondary">
            {tip}
          </Typography>
        ))}
        <Typography variant="caption" color="text.secondary" component="p">
          From {item.sources.join('; ')}
        </Typography>
        {item.url && (
          <Link
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${linkText} for ${item.name}`}
          >
            {linkText}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Upcoming events and newly added places near the location: the count says
 * how many of those found are shown, and Show more asks for more of them,
 * up to the most one call may return.
 */
export function LiveDiscoveriesTab({
  location,
}: {
  location: IntelligenceLocation;
}) {
  const [limit, setLimit] = useState(DISCOVERY_DEFAULT_LIMIT);
  const query = useLiveEvents({ location, limit });
  if (!query.isSuccess) {
    return <QueryState query={query} loadingLabel="Loading live discoveries" />;
  }
  const { discoveries, total_found, data_gaps_found } = query.data;
  if (discoveries.length === 0) {
    return (
      <EmptyState>No upcoming events or newly added places nearby.</EmptyState>
    );
  }
  const shown = discoveries.length;
  const canShowMore = shown < total_found && limit < DISCOVERY_MAX_LIMIT;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {total_found} found
        {shown < total_found ? ` · showing the first ${shown}` : ''} ·{' '}
        {data_gaps_found} missing some details
      </Typography>
      <CardList>
        {discoveries.map((item) => (
          <DiscoveryCard key={item.activity_id} item={item} />
        ))}
      </CardList>
      {canShowMore && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'center' }}
          onClick={() =>
            setLimit(
              Math.min(limit + DISCOVERY_DEFAULT_LIMIT, DISCOVERY_MAX_LIMIT),
            )
          }
          disabled={query.isPlaceholderData}
        >
          Show more
        </Button>
      )}
    </Stack>
  );
}
