import { dateFormat, utcDate } from '@app/shared/date-format';
import { formatEventDate, formatTime12h } from '@app/shared/event-rules';
import type { Itinerary } from '@app/shared/itinerary';
import { METRO_CENTER, metroToday } from '@app/shared/metro';
import { sunTimesLine } from '@app/shared/sun';
import type { ExplainedItinerary } from '@app/shared/weekend-discovery';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';

import { countOf } from '../../../lib/format-count';

const MODE_TEXT = { walking: 'walk', driving: 'drive', transit: 'transit' };

/** Why 'Use This Itinerary' failed, shown under the button that was pressed. */
export type UseFailure = {
  date: string;
  message: string;
  /** At the free plan limit: the way on is Premium, not trying again. */
  atLimit: boolean;
};

const weekdayName = (date: string) =>
  dateFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    utcDate(date),
  );

/**
 * Why a day has no stops: today, asked late, nothing that fits was left of
 * it (the planner keeps bars and shows until 10:30 PM); any other day the
 * server's sentence says nothing matched.
 */
function emptyDayText(
  itinerary: ExplainedItinerary,
  later: ExplainedItinerary | undefined,
): string {
  if (itinerary.date === metroToday() && later) {
    return `Too late to plan today — see ${weekdayName(later.date)}`;
  }
  return itinerary.explanation;
}

/**
 * 'Optimized Itineraries': one expandable day each, with 'Use This
 * Itinerary'; the first day with stops is open. A day without stops says
 * why, and offers no plan to use.
 */
export function ItineraryList({
  itineraries,
  busyDate,
  failure,
  onUse,
  onUpgrade,
}: {
  itineraries: ExplainedItinerary[];
  busyDate: string | null;
  failure: UseFailure | null;
  onUse: (itinerary: Itinerary) => void;
  onUpgrade: () => void;
}) {
  const firstPlanned = itineraries.findIndex((i) => i.slots.length > 0);
  if (firstPlanned < 0) {
    return (
      <Typography color="text.secondary">
        No itinerary could be built for these dates. Try another question.
      </Typography>
    );
  }
  return itineraries.map((itinerary, index) => (
    <Accordion key={itinerary.date} defaultExpanded={index === firstPlanned}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>
          {formatEventDate(itinerary.date)} ·{' '}
          {countOf(itinerary.slots.length, 'stop')} ·{' '}
          {itinerary.total_travel_time} min travel
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {sunTimesLine(itinerary.date, METRO_CENTER)}
        </Typography>
        {itinerary.slots.length === 0 ? (
          <Typography color="text.secondary">
            {emptyDayText(
              itinerary,
              itineraries.slice(index + 1).find((i) => i.slots.length > 0),
            )}
          </Typography>
        ) : (
          <>
            {/* The local sentence restates the figures shown here; a model's adds to them. */}
            {itinerary.explanation_engine === 'model' && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                {itinerary.explanation}
              </Typography>
            )}
            {itinerary.weather_adjusted && itinerary.weather_note && (
              <Alert severity="info" sx={{ mb: 1 }}>
                {itinerary.weather_note}
              </Alert>
            )}
            {/* What was left out and why ('No show is listed at …'). */}
            {itinerary.notes?.map((note) => (
              <Alert key={note} severity="info" sx={{ mb: 1 }}>
                {note}
              </Alert>
            ))}
            <List
              dense
              aria-label={`Itinerary for ${formatEventDate(itinerary.date)}`}
            >
              {itinerary.slots.map((slot) => (
                <ListItem
                  key={`${slot.activity_id}-${slot.start_time}`}
                  disableGutters
                >
                  <ListItemText
                    primary={`${formatTime12h(slot.start_time)} – ${formatTime12h(slot.end_time)}: ${slot.activity_name}${slot.is_meal_break ? ' (meal break)' : ''}`}
                    secondary={
                      [
                        // Why an indoor place stands in for an outdoor one.
                        slot.weather_reason,
                        slot.travel_mode_to_next
                          ? `Then ${slot.travel_time_to_next} min ${MODE_TEXT[slot.travel_mode_to_next]} to the next stop`
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ') || undefined
                    }
                  />
                </ListItem>
              ))}
            </List>
            <Button
              variant="contained"
              disabled={busyDate !== null}
              onClick={() => onUse(itinerary)}
            >
              {busyDate === itinerary.date
                ? 'Creating plan...'
                : 'Use This Itinerary'}
            </Button>
            {/* Beside the button pressed: the panel's top is out of view here. */}
            {failure?.date === itinerary.date && (
              <Alert
                severity="error"
                role="alert"
                sx={{ mt: 1 }}
                action={
                  failure.atLimit ? (
                    <Button color="inherit" size="small" onClick={onUpgrade}>
                      Upgrade
                    </Button>
                  ) : undefined
                }
              >
                {failure.message}
              </Alert>
            )}
          </>
        )}
      </AccordionDetails>
    </Accordion>
  ));
}
