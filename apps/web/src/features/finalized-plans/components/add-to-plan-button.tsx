import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Button } from '@mui/material';
import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';

import { LazyDialog } from '../../../components/lazy-dialog';
import { isSignedIn } from '../../../lib/auth-storage';

// Loaded when first opened.
const AddToPlanDialog = lazy(() =>
  import('./add-to-plan-dialog').then((m) => ({ default: m.AddToPlanDialog })),
);

/**
 * 'Add to a Plan' on an activity's page: schedules it in one of the user's
 * upcoming plans; a signed-out visitor goes to sign in, as the save buttons do.
 */
export function AddToPlanButton({
  activity,
}: {
  activity: { id: number; name: string };
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<EventAvailableIcon />}
        onClick={() => (isSignedIn() ? setOpen(true) : void navigate('/login'))}
      >
        Add to a Plan
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
