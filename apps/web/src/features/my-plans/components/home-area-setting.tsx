import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';

import { errorMessage } from '../../../lib/api-client';
import {
  useHomeArea,
  useHomeAreaActions,
} from '../../finalized-plans/api/home-area';

/** The saved home area, the text being typed for a new one, and their changes. */
function useHomeAreaEditor() {
  const home = useHomeArea();
  const { save, clear } = useHomeAreaActions();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const failure = save.isError
    ? errorMessage(save.error, 'Could not save your home area.')
    : clear.isError
      ? errorMessage(clear.error, 'Could not clear your home area.')
      : null;
  return {
    home,
    editing,
    text,
    setText,
    failure,
    notFound: save.isSuccess && save.data === null,
    saving: save.isPending,
    clearing: clear.isPending,
    startEditing: () => {
      setText(home.data?.name ?? '');
      setEditing(true);
    },
    cancelEditing: () => setEditing(false),
    clearArea: () => clear.mutate(undefined, { onSuccess: () => setText('') }),
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (!text.trim()) return;
      save.mutate(text, {
        onSuccess: (area) => area && setEditing(false),
      });
    },
  };
}

type Editor = ReturnType<typeof useHomeAreaEditor>;

/** The home area in use, with Change and Clear. */
function SavedHomeArea({ name, editor }: { name: string; editor: Editor }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Typography sx={{ flex: 1 }}>
        Leaving from home: <strong>{name}</strong>
      </Typography>
      <Button sx={{ minHeight: 44 }} onClick={editor.startEditing}>
        Change
      </Button>
      <Button
        sx={{ minHeight: 44 }}
        disabled={editor.clearing}
        onClick={editor.clearArea}
      >
        Clear home area
      </Button>
      {editor.failure && <Alert severity="error">{editor.failure}</Alert>}
    </Stack>
  );
}

/** The field for a first or a changed home area. */
function HomeAreaForm({ editor }: { editor: Editor }) {
  const { text } = editor;
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Your home area"
      spacing={1}
      onSubmit={editor.submit}
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
          onChange={(e) => editor.setText(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={editor.saving || !text.trim()}
          sx={{ minHeight: 44 }}
        >
          Save home area
        </Button>
        {editor.editing && (
          <Button sx={{ minHeight: 44 }} onClick={editor.cancelEditing}>
            Cancel
          </Button>
        )}
      </Stack>
      {editor.notFound && (
        <Alert severity="warning">
          No place found for “{text}”. Try a neighborhood or street.
        </Alert>
      )}
      {editor.failure && <Alert severity="error">{editor.failure}</Alert>}
    </Stack>
  );
}

/** Where the caller sets out from: the first stop's leave-by time counts from there. */
export function HomeAreaSetting() {
  const editor = useHomeAreaEditor();
  const { home } = editor;
  if (home.isPending) {
    return <CircularProgress size={20} aria-label="Loading your home area" />;
  }
  if (home.isError) {
    return <Alert severity="error">Could not load your home area.</Alert>;
  }
  if (home.data && !editor.editing) {
    return <SavedHomeArea name={home.data.name} editor={editor} />;
  }
  return <HomeAreaForm editor={editor} />;
}
