import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';

import { ConcertDialog } from '../../../components/activity-cards/concert-dialog';
import { RestaurantDialog } from '../../../components/activity-cards/restaurant-dialog';
import { SportsDialog } from '../../../components/activity-cards/sports-dialog';
import {
  SAMPLE_CONCERT,
  SAMPLE_GAME,
  SAMPLE_PHOTOS,
  SAMPLE_RESTAURANT,
} from '../samples';

type Open = 'restaurant' | 'concert' | 'sports' | 'confirm' | null;

/** The real detail dialogs over sample data, and the confirmation pattern. */
export function ModalExamples() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button variant="outlined" onClick={() => setOpen('restaurant')}>
          Restaurant dialog
        </Button>
        <Button variant="outlined" onClick={() => setOpen('concert')}>
          Concert dialog
        </Button>
        <Button variant="outlined" onClick={() => setOpen('sports')}>
          Sports dialog
        </Button>
        <Button variant="outlined" onClick={() => setOpen('confirm')}>
          Confirmation dialog
        </Button>
      </Stack>
      <RestaurantDialog
        restaurant={SAMPLE_RESTAURANT}
        photos={SAMPLE_PHOTOS}
        reasons={['Sample reason: close to your plan']}
        open={open === 'restaurant'}
        onClose={close}
      />
      <ConcertDialog
        concert={SAMPLE_CONCERT}
        open={open === 'concert'}
        onClose={close}
      />
      <SportsDialog
        game={SAMPLE_GAME}
        open={open === 'sports'}
        onClose={close}
      />
      <Dialog
        open={open === 'confirm'}
        onClose={close}
        aria-labelledby="confirm-sample-title"
      >
        <DialogTitle id="confirm-sample-title">
          Remove from Favorites?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Destructive actions ask first and name what they remove.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button color="error" variant="contained" onClick={close}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
