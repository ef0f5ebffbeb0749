import { formatEventDate, formatEventTime } from '@app/shared/event-rules';
import type { AiSearchResult } from '@app/shared/search';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';

import { displayLocation } from '../../../components/activity-cards/activity-display';
import {
  CategoryChip,
  PlaceLine,
  PriceLine,
  RatingLine,
} from '../../../components/activity-cards/activity-facts';
import { ActivityImage } from '../../../components/activity-cards/activity-image';
import { viewDetailsLabel } from '../../../components/activity-cards/card-footer-actions';
import { EventDateLine } from '../../../components/activity-cards/event-date-line';
import { KindCard } from '../../../components/activity-cards/kind-card';
import {
  SaveIconButtons,
  type SaveActions,
} from '../../../components/activity-cards/save-icon-buttons';
import { countOf } from '../../../lib/format-count';

export type AiResultActions = SaveActions & { onViewDetails: () => void };

function MatchChip({ score }: { score: number }) {
  const match = Math.round(score * 100);
  return (
    <Chip
      size="small"
      color={match >= 70 ? 'success' : 'default'}
      label={`${match}% match`}
      sx={{ flexShrink: 0, fontWeight: 600 }}
    />
  );
}

function WhyThisMatches({ explanation }: { explanation: string }) {
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, mt: 1 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <LightbulbOutlinedIcon fontSize="small" color="secondary" aria-hidden />
        <Typography variant="subtitle2" component="h4">
          Why this matches
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {explanation}
      </Typography>
    </Box>
  );
}

/** The card for every category without a card of its own. */
function GenericResultCard({
  result,
  actions,
}: {
  result: AiSearchResult;
  actions: AiResultActions;
}) {
  const { onViewDetails, ...saveActions } = actions;
  const titleId = `ai-result-${result.id}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative' }}>
        <ActivityImage
          url={result.photo_url}
          credit={result.photo_credit}
          inCard
          category={result.category}
          subcategory={result.subcategory}
          alt={result.name}
          height={160}
        />
        <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
          <CategoryChip category={result.category} />
        </Box>
        <SaveIconButtons activity={result} {...saveActions} />
      </Box>
      <CardContent
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Typography
            id={titleId}
            variant="h6"
            component="h3"
            sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}
          >
            {result.name}
          </Typography>
          <MatchChip score={result.relevance_score} />
        </Stack>
        <EventDateLine start={result.start_time} />
        <RatingLine rating={result.rating} reviewCount={result.review_count} />
        <PriceLine activity={result} />
        <PlaceLine>{displayLocation(result)}</PlaceLine>
        {result.start_time && <NextDate result={result} />}
        <WhyThisMatches explanation={result.ai_explanation} />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          aria-label={viewDetailsLabel(result)}
          onClick={onViewDetails}
        >
          View Details
        </Button>
      </CardContent>
    </Card>
  );
}

/** A search result with its match percentage and why it matches; food, concerts and games use their own cards. */
export function AiResultCard({
  result,
  actions,
}: {
  result: AiSearchResult;
  actions: AiResultActions;
}) {
  const { onViewDetails, ...saveActions } = actions;
  return (
    <KindCard
      activity={result}
      fallback={<GenericResultCard result={result} actions={actions} />}
      onViewDetails={onViewDetails}
      {...saveActions}
    >
      <Box sx={{ px: 2, pb: 1 }}>
        <MatchChip score={result.relevance_score} />
        {result.start_time && <NextDate result={result} />}
        <WhyThisMatches explanation={result.ai_explanation} />
      </Box>
    </KindCard>
  );
}

/** A recurring event shows its next date and how many follow. */
function NextDate({ result }: { result: AiSearchResult }) {
  const more = result.other_dates.length;
  const time = formatEventTime(result.start_time);
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {more > 0 ? 'Next: ' : ''}
      {formatEventDate(result.start_time)}
      {time ? `, ${time}` : ''}
      {more > 0 ? ` (+${countOf(more, 'more date')})` : ''}
    </Typography>
  );
}
