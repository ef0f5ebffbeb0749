import type { BookingOption } from '@app/shared/activity-details';
import { Link, List, ListItem, ListItemText } from '@mui/material';

function Option({
  option,
  linked,
}: {
  option: BookingOption;
  linked: boolean;
}) {
  const where = option.url ?? option.phone_number;
  if (!linked) return <>{`${option.platform}: ${where}`}</>;
  return option.url ? (
    <Link href={option.url} target="_blank" rel="noopener noreferrer">
      {option.platform}
    </Link>
  ) : (
    <Link href={`tel:${option.phone_number}`}>
      {`${option.platform}: ${option.phone_number}`}
    </Link>
  );
}

/**
 * The reservation analysis's booking options. A sample place's are shown
 * as text: its website and phone are made up, so a link would go nowhere.
 */
export function BookingOptions({
  options,
  linked = true,
}: {
  options: readonly BookingOption[];
  linked?: boolean;
}) {
  if (options.length === 0) return null;
  return (
    <List dense disablePadding aria-label="Booking options">
      {options.map((option) => (
        <ListItem key={option.platform} disableGutters>
          <ListItemText
            primary={<Option option={option} linked={linked} />}
            secondary={[
              `Urgency: ${option.booking_urgency}`,
              option.estimated_cost,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
