import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';

import { relativeTime } from '../../../lib/relative-time';
import { useCommentActions, useComments } from '../api/comments';

/** The comment list with an add box; only your own comments can be deleted. */
export function PostComments({ postId }: { postId: number }) {
  const comments = useComments(postId);
  const { add, remove } = useCommentActions(postId);
  const [text, setText] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <Box sx={{ mt: 1 }}>
      {comments.isPending && (
        <CircularProgress size={20} aria-label="Loading comments" />
      )}
      {comments.isError && (
        <Alert severity="error">Failed to load comments</Alert>
      )}
      {comments.data && (
        <List dense aria-label="Comments">
          {comments.data.map((comment) => (
            <ListItem
              key={comment.id}
              disableGutters
              secondaryAction={
                comment.is_own ? (
                  <IconButton
                    edge="end"
                    aria-label="Delete comment"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(comment.id)}
                  >
                    <DeleteIcon />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText
                primary={comment.text}
                secondary={`${comment.user.display_name} · ${relativeTime(comment.created_at)}`}
                // A long word wraps rather than run under the delete button.
                slotProps={{
                  primary: { sx: { overflowWrap: 'anywhere' } },
                  secondary: { sx: { overflowWrap: 'anywhere' } },
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={handleSubmit}
      >
        <TextField
          size="small"
          fullWidth
          label="Add a comment"
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button type="submit" disabled={!text.trim() || add.isPending}>
          Post
        </Button>
      </Stack>
      {add.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {add.error.message}
        </Alert>
      )}
    </Box>
  );
}
