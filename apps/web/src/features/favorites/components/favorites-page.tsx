import type { Favorite } from '@app/shared/favorites';
import FavoriteIcon from '@mui/icons-material/Favorite';
import { Alert } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';

import { RequireAuth } from '../../../components/auth/require-auth';
import {
  CollectionPage,
  type CollectionTexts,
} from '../../../components/collection/collection-page';
import { useCollectionPage } from '../../../components/collection/use-collection-page';
import { LazyDialog } from '../../../components/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { useUpdateFavoriteNotes } from '../api/update-favorite-notes';

import { DEFAULT_FAVORITE_FILTERS } from './favorites-filter';

// The cards and filters load beside the favorites' request.
const FavoritesBody = preloadable(() =>
  import('./favorites-body').then((m) => ({ default: m.FavoritesBody })),
);

// The notes form and the confirmation load when a favorite is edited or removed.
const EditNotesDialog = preloadable(() =>
  import('./favorite-dialogs').then((m) => ({ default: m.EditNotesDialog })),
);
const TEXTS: CollectionTexts = {
  names: {
    id: 'favorite',
    title: 'Favorites',
    phrase: 'your favorites',
  },
  loadingLabel: 'Loading favorites',
  emptyMessage: 'No favorites yet',
  errorText: (error) => `Failed to load favorites: ${error.message}`,
};

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
  const { editing, setEditing, setRemoving, setFeedback, pageProps } =
    useCollectionPage({
      remove: removeMutation,
      removeKey: (favorite: Favorite) => favorite.activity_id,
      removed: 'Removed from favorites',
      removeFailed: 'Failed to remove favorite',
    });
  useEffect(() => FavoritesBody.preload(), []);

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
    <CollectionPage
      icon={<FavoriteIcon color="error" aria-hidden />}
      title="My Favorites"
      query={favorites}
      texts={TEXTS}
      usageMeter={usageMeter}
      renderItems={(items) => (
        <FavoritesBody
          favorites={items}
          filters={filters}
          onFiltersChange={setFilters}
          onEditNotes={setEditing}
          onRemove={setRemoving}
        />
      )}
      {...pageProps}
    >
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
    </CollectionPage>
  );
}
