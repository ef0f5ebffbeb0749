import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Button, type ButtonProps } from '@mui/material';
import { lazy, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { LazyDialog } from '../../../components/lazy-dialog';
import { isSignedIn } from '../../../lib/auth-storage';

// Loaded when first opened.
const AddToPlanDialog = lazy(() =>
  import('./add-to-plan-dialog').then((m) => ({ default: m.AddToPlanDialog })),
);

/**
 * 'Add to a Plan' on an activity's page and the outdoor dialog: schedules it in one of the user's
 * upcoming plans; a signed-out visitor goes to sign in, as the save buttons do.
 */
export function AddToPlanButton({
  activity,
  variant = 'outlined',
  children = 'Add to a Plan',
}: {
  activity: { id: number; name: string };
  variant?: ButtonProps['variant'];
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        startIcon={<EventAvailableIcon />}
        onClick={() => (isSignedIn() ? setOpen(true) : void navigate('/login'))}
      >
        {children}
      </Button>
      {/* Mounted only while open, so each opening starts a fresh form. */}
      {open && (
        <LazyDialog>
          <AddToPlanDialog activity={activity} onClose={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  );
}
