import {
  canSharePost,
  DEFAULT_PRIVACY,
  POST_MAX_PHOTOS,
  POST_PHOTO_MAX_BYTES,
  PRIVACY_LABELS,
  PRIVACY_LEVELS,
  type PrivacyLevel,
} from '@app/shared/social';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';

import {
  useCreatePost,
  type NewPostForm,
} from '../../features/feed/api/create-post';

export type PostDraft = Partial<
  Pick<NewPostForm, 'title' | 'description' | 'completion_date' | 'post_type'>
>;

const emptyForm = (draft: PostDraft = {}): NewPostForm => ({
  title: draft.title ?? '',
  description: draft.description ?? '',
  privacy_level: DEFAULT_PRIVACY,
  completion_date: draft.completion_date ?? '',
  post_type: draft.post_type ?? 'custom_post',
  photos: [],
});

function PhotoPreview({
  file,
  onRemove,
}: {
  file: File;
  onRemove: () => void;
}) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box sx={{ position: 'relative', width: 88, height: 88 }}>
      <Box
        component="img"
        src={url}
        alt={file.name}
        sx={{ width: 1, height: 1, objectFit: 'cover', borderRadius: 1 }}
      />
      <IconButton
        size="small"
        aria-label={`Remove ${file.name}`}
        onClick={onRemove}
        sx={{
          position: 'absolute',
          top: 2,
          right: 2,
          bgcolor: 'rgba(0,0,0,0.6)',
          color: 'common.white',
          '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
/** The photos chosen so far, the Add Photos button and why some were left out. */
function PhotoPicker({
  photos,
  error,
  onAdd,
  onRemove,
}: {
  photos: File[];
  error: string | null;
  onAdd: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <Box>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <Typography variant="subtitle2" component="p">
          Photos ({photos.length}/{POST_MAX_PHOTOS})
        </Typography>
        <Button
          component="label"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={photos.length >= POST_MAX_PHOTOS}
        >
          Add Photos
          <input
            hidden
            type="file"
            accept="image/*"
            multiple
            onChange={onAdd}
            aria-label="Add photos"
          />
        </Button>
      </Stack>
      {error && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {photos.map((file, i) => (
          <PhotoPreview
            key={`${file.name}-${file.lastModified}-${i}`}
            file={file}
            onRemove={() => onRemove(i)}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** Title, description, who can see the post and when the activity was done. */
function PostFields({
  form,
  set,
}: {
  form: NewPostForm;
  set: <K extends keyof NewPostForm>(key: K, value: NewPostForm[K]) => void;
}) {
  return (
    <>
      <TextField
        label="Title"
        value={form.title}
        onChange={(e) => set('title', e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Description"
        multiline
        minRows={3}
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <TextField
        select
        label="Who can see this"
        value={form.privacy_level}
        onChange={(e) => set('privacy_level', e.target.value as PrivacyLevel)}
      >
        {PRIVACY_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {PRIVACY_LABELS[level]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Completion date (optional)"
        type="date"
        value={form.completion_date}
        onChange={(e) => set('completion_date', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}

/** 'Share Your Activity': text, privacy, completion date and up to 5 photos. */
export function ShareActivityDialog({
  open,
  draft,
  onClose,
  onShared,
}: {
  open: boolean;
  draft?: PostDraft;
  onClose: () => void;
  onShared: () => void;
}) {
  const create = useCreatePost();
  const [form, setForm] = useState(() => emptyForm(draft));
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [openedWith, setOpenedWith] = useState<PostDraft | undefined>(draft);
  if (open && openedWith !== draft) {
    setOpenedWith(draft);
    setForm(emptyForm(draft));
  }

  const set = <K extends keyof NewPostForm>(key: K, value: NewPostForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const tooBig = chosen.filter((f) => f.size > POST_PHOTO_MAX_BYTES);
    const fitting = chosen.filter((f) => f.size <= POST_PHOTO_MAX_BYTES);
    const room = POST_MAX_PHOTOS - form.photos.length;
    setPhotoError(
      tooBig.length > 0
        ? 'Each photo must be 10 MB or smaller'
        : fitting.length > room
          ? `Only ${POST_MAX_PHOTOS} photos per post; extras were left out`
          : null,
    );
    set('photos', [...form.photos, ...fitting.slice(0, Math.max(room, 0))]);
  };

  const close = () => {
    create.reset();
    setPhotoError(null);
    setForm(emptyForm(draft));
    onClose();
  };
  const handleSubmit = () =>
    create.mutate(form, {
      onSuccess: () => {
        setForm(emptyForm());
        onShared();
      },
    });

  const isReady = canSharePost(form.title, form.description);
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="share-activity-title"
    >
      <DialogTitle id="share-activity-title">Share Your Activity</DialogTitle>
      <DialogContent>
        {/* DialogContent scrolls, so it clips, and MUI drops its top padding
            under a title: the first outlined field's raised label (9 px above
            the field) needs room of its own. 12 px here (spacing is 4 px);
            a `pt` on DialogContent itself loses to MUI's title rule. */}
        <Stack spacing={2} sx={{ pt: 3 }}>
          {create.isError && (
            <Alert severity="error" onClose={() => create.reset()}>
              Failed to create post: {create.error.message}
            </Alert>
          )}
          <PostFields form={form} set={set} />
          <PhotoPicker
            photos={form.photos}
            error={photoError}
            onAdd={handleFiles}
            onRemove={(i) =>
              set(
                'photos',
                form.photos.filter((_, j) => j !== i),
              )
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!isReady || create.isPending}
          onClick={handleSubmit}
        >
          {create.isPending ? 'Sharing...' : 'Share Post'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
