import type { Favorite } from '@app/shared/favorites';
import FavoriteIcon from '@mui/icons-material/Favorite';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Container,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import {
  FeedbackSnackbar,
  type Feedback,
} from '../../../components/feedback/feedback-snackbar';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { LazyDialog } from '../../../components/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';
import { RequireAuth } from '../../auth/components/require-auth';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { useUpdateFavoriteNotes } from '../api/update-favorite-notes';

import { DEFAULT_FAVORITE_FILTERS } from './favorites-filter';

// The cards and filters load beside the favorites' request.
const FavoritesBody = preloadable(() =>
  import('./favorites-body').then((m) => ({ default: m.FavoritesBody })),
);

// The notes form and the confirmation load when a favorite is edited or removed.
const EditNotesDialog = lazy(() =>
  import('./favorite-dialogs').then((m) => ({ default: m.EditNotesDialog })),
);
const RemoveFavoriteDialog = lazy(() =>
  import('./favorite-dialogs').then((m) => ({
    default: m.RemoveFavoriteDialog,
  })),
);

/** My Favorites (spec 2 §2): `usageMeter` is the page's favorites meter. */
export function FavoritesPage({ usageMeter }: { usageMeter?: ReactNode }) {
  return (
    <RequireAuth
      redirectTo="/login"
      fallback={
        <Alert severity="info">Please log in to view your favorites</Alert>
      }
    >
      <Favorites usageMeter={usageMeter} />
    </RequireAuth>
  );
}

function Favorites({ usageMeter }: { usageMeter?: ReactNode }) {
  const favorites = useFavorites();
  const removeMutation = useRemoveFavorite();
  const notesMutation = useUpdateFavoriteNotes();
  const [filters, setFilters] = useState(DEFAULT_FAVORITE_FILTERS);
  const [editing, setEditing] = useState<Favorite | null>(null);
  const [removing, setRemoving] = useState<Favorite | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  useEffect(() => FavoritesBody.preload(), []);

  const all = favorites.data ?? [];

  const handleRemove = (favorite: Favorite) =>
    removeMutation.mutate(favorite.activity_id, {
      onSuccess: () =>
        setFeedback({ message: 'Removed from favorites', severity: 'success' }),
      onError: () =>
        setFeedback({
          message: 'Failed to remove favorite',
          severity: 'error',
        }),
      onSettled: () => setRemoving(null),
    });

  const handleSaveNotes = (favorite: Favorite, notes: string) =>
    notesMutation.mutate(
      { id: favorite.id, notes },
      {
        onSuccess: () => {
          setEditing(null);
          setFeedback({ message: 'Notes updated', severity: 'success' });
        },
        onError: () =>
          setFeedback({ message: 'Failed to update notes', severity: 'error' }),
      },
    );

  const loading = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label="Loading favorites" />
    </Box>
  );

  return (
    <Container component="main" maxWidth="lg" sx={{ py: 6 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 4 }}>
        <FavoriteIcon color="error" aria-hidden />
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          My Favorites
        </Typography>
        {favorites.data && (
          <Chip
            label={`${all.length} ${all.length === 1 ? 'item' : 'items'}`}
          />
        )}
      </Stack>
      {usageMeter && <Box sx={{ mb: 4 }}>{usageMeter}</Box>}
      {favorites.isPending && loading}
      {favorites.isError && (
        <RetryAlert onRetry={() => void favorites.refetch()}>
          {`Failed to load favorites: ${favorites.error.message}`}
        </RetryAlert>
      )}
      {favorites.isSuccess && all.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 10 }}>
          <Typography variant="h6" component="p" gutterBottom>
            No favorites yet
          </Typography>
          <Button component={RouterLink} to="/dashboard" variant="contained">
            Explore Activities
          </Button>
        </Box>
      )}
      {favorites.isSuccess && all.length > 0 && (
        <Suspense fallback={loading}>
          <FavoritesBody
            favorites={all}
            filters={filters}
            onFiltersChange={setFilters}
            onEditNotes={setEditing}
            onRemove={setRemoving}
          />
        </Suspense>
      )}
      {editing && (
        <LazyDialog>
          <EditNotesDialog
            favorite={editing}
            saving={notesMutation.isPending}
            onCancel={() => setEditing(null)}
            onSave={(notes) => handleSaveNotes(editing, notes)}
          />
        </LazyDialog>
      )}
      {removing && (
        <LazyDialog>
          <RemoveFavoriteDialog
            favorite={removing}
            removing={removeMutation.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() => handleRemove(removing)}
          />
        </LazyDialog>
      )}
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Container>
  );
}
