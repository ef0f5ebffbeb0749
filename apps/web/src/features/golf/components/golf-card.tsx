import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';

import { BookingOptions } from '../../../components/booking-options';
import { formatCount } from '../../../lib/format-count';
import { postActivity } from '../../outdoor/api/outdoor-activity';
import type { GolfCourse } from '../golf-sample';

export const SAMPLE_ACTIONS_NOTE =
  'Sample course: Call, Website and Book Now are off because it is not a real place.';

const AMENITY_LABELS: Record<keyof GolfCourse['amenities'], string> = {
  driving_range: 'Driving range',
  putting_green: 'Putting green',
  pro_shop: 'Pro shop',
  restaurant: 'Restaurant',
  cart_rental: 'Cart rental',
  club_rental: 'Club rental',
  lessons_available: 'Lessons',
};

/**
 * A sample golf course: details, tee times, amenities and four actions. Its
 * phone and website are made up, so Call, Website and Book Now are off and
 * say why, and Test AI shows the booking options it finds as text.
 */
export function GolfCard({ course }: { course: GolfCourse }) {
  const { activity, golf_details: golf, tee_times: tee } = course;
  const noteId = `golf-${activity.id}-sample-note`;
  const off = {
    size: 'small',
    disabled: true,
    'aria-describedby': noteId,
  } as const;
  const analysis = useMutation({
    mutationFn: () => postActivity('reservation-analysis', activity),
  });
  const amenities = Object.entries(course.amenities)
    .filter(([, has]) => has)
    .map(([key]) => AMENITY_LABELS[key as keyof GolfCourse['amenities']]);
  return (
    <Card variant="outlined" component="article" aria-label={activity.name}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" color="warning" label="Sample data" />
          <Chip size="small" label={golf.course_type} />
        </Stack>
        <Typography variant="h6" component="h2">
          {activity.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {golf.holes} holes · Par {golf.par} · {formatCount(golf.yardage)}{' '}
          yards · Slope {golf.slope_rating} · Rating {golf.course_rating} ·{' '}
          {golf.designer}, {golf.year_built}
        </Typography>
        <Typography variant="body2">
          Tee times: {tee.availability}. Booking: {tee.booking_window}. Rates:{' '}
          {tee.peak_rates} peak, {tee.off_peak_rates} off-peak. Cart:{' '}
          {tee.cart_fee}. Dress: {tee.dress_code}.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {amenities.join(' · ')}
        </Typography>
        {analysis.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            Failed to enhance golf course data
          </Alert>
        ) : null}
        {analysis.data ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            Booking urgency: {analysis.data.reservation_options.booking_urgency}
            . {analysis.data.reservation_options.recommendations.join(' ')}
            <BookingOptions
              options={analysis.data.reservation_options.booking_options}
              linked={false}
            />
          </Alert>
        ) : null}
        <Typography
          id={noteId}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 1 }}
        >
          {SAMPLE_ACTIONS_NOTE}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button {...off}>Call</Button>
        <Button {...off}>Website</Button>
        <Button
          size="small"
          onClick={() => analysis.mutate()}
          disabled={analysis.isPending}
        >
          Test AI
        </Button>
        <Button variant="contained" {...off}>
          Book Now
        </Button>
      </CardActions>
    </Card>
  );
}
