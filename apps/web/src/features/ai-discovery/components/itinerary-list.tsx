import type { ExplainedItinerary } from '@app/shared/ai-discovery';
import { formatEventDate, formatTime12h } from '@app/shared/event-rules';
import type { Itinerary } from '@app/shared/itinerary';
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

/** 'Optimized Itineraries': one expandable day each, with 'Use This Itinerary'. */
export function ItineraryList({
  itineraries,
  busyDate,
  onUse,
}: {
  itineraries: ExplainedItinerary[];
  busyDate: string | null;
  onUse: (itinerary: Itinerary) => void;
}) {
  if (itineraries.every((i) => i.slots.length === 0)) {
    return (
      <Typography color="text.secondary">
        No itinerary could be built for these dates. Try another question.
      </Typography>
    );
  }
  return itineraries.map((itinerary, index) => (
    <Accordion key={itinerary.date} defaultExpanded={index === 0}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>
          {formatEventDate(itinerary.date)} ·{' '}
          {countOf(itinerary.slots.length, 'stop')} ·{' '}
          {itinerary.total_travel_time} min travel
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
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
                  slot.travel_mode_to_next
                    ? `Then ${slot.travel_time_to_next} min ${MODE_TEXT[slot.travel_mode_to_next]} to the next stop`
                    : undefined
                }
              />
            </ListItem>
          ))}
        </List>
        <Button
          variant="contained"
          disabled={itinerary.slots.length === 0 || busyDate !== null}
          onClick={() => onUse(itinerary)}
        >
          {busyDate === itinerary.date
            ? 'Creating plan...'
            : 'Use This Itinerary'}
        </Button>
      </AccordionDetails>
    </Accordion>
  ));
}
