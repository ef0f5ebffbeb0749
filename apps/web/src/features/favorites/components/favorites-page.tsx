import type { Favorite } from '@app/shared/favorites';
import FavoriteIcon from '@mui/icons-material/Favorite';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Container,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import {
  FeedbackSnackbar,
  type Feedback,
} from '../../../components/feedback/feedback-snackbar';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { isSignedIn } from '../../../lib/auth-storage';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { useUpdateFavoriteNotes } from '../api/update-favorite-notes';

import { FavoriteCard } from './favorite-card';
import { EditNotesDialog, RemoveFavoriteDialog } from './favorite-dialogs';
import {
  categoriesPresent,
  DEFAULT_FAVORITE_FILTERS,
  filterFavorites,
} from './favorites-filter';
import { FavoritesToolbar } from './favorites-toolbar';

/** My Favorites (spec 2 §2): `usageMeter` is the page's favorites meter. */
export function FavoritesPage({ usageMeter }: { usageMeter?: ReactNode }) {
  const navigate = useNavigate();
  const signedIn = isSignedIn();
  const favorites = useFavorites();
  const removeMutation = useRemoveFavorite();
  const notesMutation = useUpdateFavoriteNotes();
  const [filters, setFilters] = useState(DEFAULT_FAVORITE_FILTERS);
  const [editing, setEditing] = useState<Favorite | null>(null);
  const [removing, setRemoving] = useState<Favorite | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  useEffect(() => {
    if (!signedIn) void navigate('/login', { replace: true });
  }, [signedIn, navigate]);

  const all = useMemo(() => favorites.data ?? [], [favorites.data]);
  const shown = useMemo(() => filterFavorites(all, filters), [all, filters]);

  if (!signedIn) {
    return <Alert severity="info">Please log in to view your favorites</Alert>;
  }

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
      {favorites.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
          <CircularProgress aria-label="Loading favorites" />
        </Box>
      )}
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
        <>
          <FavoritesToolbar
            filters={filters}
            categories={categoriesPresent(all)}
            onChange={setFilters}
          />
          {shown.length === 0 ? (
            <Typography sx={{ textAlign: 'center', py: 8 }}>
              No favorites match your search
            </Typography>
          ) : (
            <Grid container spacing={4}>
              {shown.map((favorite) => (
                <Grid key={favorite.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <FavoriteCard
                    favorite={favorite}
                    onEditNotes={setEditing}
                    onRemove={setRemoving}
                  />
                </Grid>
              ))}
            </Grid>
          )}
          <Typography color="text.secondary" sx={{ mt: 4 }} role="status">
            Showing {shown.length} of {all.length} favorites
          </Typography>
        </>
      )}
      {editing && (
        <EditNotesDialog
          favorite={editing}
          saving={notesMutation.isPending}
          onCancel={() => setEditing(null)}
          onSave={(notes) => handleSaveNotes(editing, notes)}
        />
      )}
      {removing && (
        <RemoveFavoriteDialog
          favorite={removing}
          removing={removeMutation.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => handleRemove(removing)}
        />
      )}
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Container>
  );
}
