import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { errorMessage } from '../../../lib/api-client';
import {
  useHomeArea,
  useHomeAreaActions,
} from '../../finalized-plans/api/home-area';

/** Where the caller sets out from: the first stop's leave-by time counts from there. */
export function HomeAreaSetting() {
  const home = useHomeArea();
  const { save, clear } = useHomeAreaActions();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');

  if (home.isPending) {
    return <CircularProgress size={20} aria-label="Loading your home area" />;
  }
  if (home.isError) {
    return <Alert severity="error">Could not load your home area.</Alert>;
  }
  const notFound = save.isSuccess && save.data === null;
  const failure = save.isError
    ? errorMessage(save.error, 'Could not save your home area.')
    : clear.isError
      ? errorMessage(clear.error, 'Could not clear your home area.')
      : null;

  if (home.data && !editing) {
    return (
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography sx={{ flex: 1 }}>
          Leaving from home: <strong>{home.data.name}</strong>
        </Typography>
        <Button
          sx={{ minHeight: 44 }}
          onClick={() => {
            setText(home.data?.name ?? '');
            setEditing(true);
          }}
        >
          Change
        </Button>
        <Button
          sx={{ minHeight: 44 }}
          disabled={clear.isPending}
          onClick={() =>
            clear.mutate(undefined, { onSuccess: () => setText('') })
          }
        >
          Clear home area
        </Button>
        {failure && <Alert severity="error">{failure}</Alert>}
      </Stack>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      aria-label="Your home area"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        save.mutate(text, {
          onSuccess: (area) => area && setEditing(false),
        });
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Set your home area to get a leave-by time for the first stop.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label="Home area"
          placeholder="Neighborhood or address"
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={save.isPending || !text.trim()}
          sx={{ minHeight: 44 }}
        >
          Save home area
        </Button>
        {editing && (
          <Button sx={{ minHeight: 44 }} onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </Stack>
      {notFound && (
        <Alert severity="warning">
          No place found for “{text}”. Try a neighborhood or street.
        </Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
