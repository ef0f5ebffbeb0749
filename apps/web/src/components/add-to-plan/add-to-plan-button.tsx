import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Button, type ButtonProps } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { isSignedIn } from '../../lib/auth-storage';
import { preloadable } from '../../lib/preloadable';
import { LazyDialog } from '../lazy-dialog';

// Loaded when first opened.
const AddToPlanDialog = preloadable(() =>
  import('./add-to-plan-dialog').then((m) => ({ default: m.AddToPlanDialog })),
);

type PlaceToAdd = { id: number; name: string };

/**
 * Opens the add-to-plan dialog for an activity; a signed-out visitor goes to
 * sign in, as the save buttons do. The page renders `element`.
 */
export function useAddToPlan() {
  const navigate = useNavigate();
  const [activity, setActivity] = useState<PlaceToAdd | null>(null);
  const open = useCallback(
    (place: PlaceToAdd) =>
      isSignedIn()
        ? setActivity({ id: place.id, name: place.name })
        : void navigate('/login'),
    [navigate],
  );
  // Mounted only while open, so each opening starts a fresh form.
  const element = activity && (
    <LazyDialog>
      <AddToPlanDialog
        key={activity.id}
        activity={activity}
        onClose={() => setActivity(null)}
      />
    </LazyDialog>
  );
  return { open, element };
}

/** 'Add to a Plan' on an activity's page and the outdoor dialog. */
export function AddToPlanButton({
  activity,
  variant = 'outlined',
  children = 'Add to a Plan',
}: {
  activity: PlaceToAdd;
  variant?: ButtonProps['variant'];
  children?: ReactNode;
}) {
  const addToPlan = useAddToPlan();
  return (
    <>
      <Button
        variant={variant}
        startIcon={<EventAvailableIcon />}
        onClick={() => addToPlan.open(activity)}
      >
        {children}
      </Button>
      {addToPlan.element}
    </>
  );
}
