import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import { Button, CardActions } from '@mui/material';
import type { ReactNode } from 'react';

import type { CardActivity } from './card-types';

export type CardSelection = {
  isSelected?: boolean;
  /** Given on the plan page: the card's 'Add to Plan' toggle. */
  onToggleSelected?: (activity: CardActivity) => void;
  /** Given outside a plan (Browse): 'Add to My Plans' asks which plan. */
  onAddToPlan?: (activity: CardActivity) => void;
};

/**
 * A card's buttons share its width, and wrap to rows when it is narrow: a
 * whole button moves down, its words never break inside it.
 */
export const FOOTER_BUTTONS_SX = {
  flexWrap: 'wrap',
  gap: 1,
  '& > *': { flex: '1 1 auto', whiteSpace: 'nowrap' },
} as const;

/** A card's buttons under its content, in line with the text above. */
export function CardFooter({ children }: { children: ReactNode }) {
  return (
    <CardActions disableSpacing sx={{ px: 4, pb: 4, ...FOOTER_BUTTONS_SX }}>
      {children}
    </CardActions>
  );
}

/**
 * A 'View Details' button's name: twenty cards' buttons named alike were
 * twenty 'View Details' in a screen reader's list of buttons. It starts with
 * the visible words, so voice control still finds it by them.
 */
export const viewDetailsLabel = (activity: Pick<CardActivity, 'name'>) =>
  `View details of ${activity.name}`;

export function ViewDetailsButton({
  activity,
  onViewDetails,
}: {
  activity: CardActivity;
  onViewDetails?: (activity: CardActivity) => void;
}) {
  if (!onViewDetails) return null;
  return (
    <Button
      variant="outlined"
      aria-label={viewDetailsLabel(activity)}
      onClick={(event) => {
        event.stopPropagation();
        onViewDetails(activity);
      }}
    >
      View Details
    </Button>
  );
}

/**
 * The plan page's toggle, whose words say the state ('Added to Plan'), so it
 * is not also aria-pressed; elsewhere 'Add to My Plans', named after the
 * card's place, opens the choice of plan.
 */
export function PlanToggleButton({
  activity,
  isSelected = false,
  onToggleSelected,
  onAddToPlan,
  addedLabel = 'Added to Plan',
}: CardSelection & { activity: CardActivity; addedLabel?: string }) {
  const act = onToggleSelected ?? onAddToPlan;
  if (!act) return null;
  const toggles = onToggleSelected !== undefined;
  return (
    <Button
      variant={toggles && isSelected ? 'outlined' : 'contained'}
      startIcon={toggles && isSelected ? <CheckIcon /> : <AddIcon />}
      aria-label={toggles ? undefined : `Add to My Plans: ${activity.name}`}
      onClick={(event) => {
        event.stopPropagation();
        act(activity);
      }}
    >
      {!toggles ? 'Add to My Plans' : isSelected ? addedLabel : 'Add to Plan'}
    </Button>
  );
}
