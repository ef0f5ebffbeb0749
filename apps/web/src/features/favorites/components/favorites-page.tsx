import type { Favorite } from '@app/shared/favorites';
import FavoriteIcon from '@mui/icons-material/Favorite';
import { Alert } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';

import { RequireAuth } from '../../../components/auth/require-auth';
import type { CollectionTexts } from '../../../components/collection/collection-page';
import { EditableCollectionPage } from '../../../components/collection/editable-collection-page';
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
  useEffect(() => FavoritesBody.preload(), []);

  return (
    <EditableCollectionPage
      icon={<FavoriteIcon color="error" aria-hidden />}
      title="My Favorites"
      query={favorites}
      texts={TEXTS}
      usageMeter={usageMeter}
      removal={{
        remove: removeMutation,
        removeKey: (favorite: Favorite) => favorite.activity_id,
        removed: 'Removed from favorites',
        removeFailed: 'Failed to remove favorite',
      }}
      update={notesMutation}
      saveTexts={{ saved: 'Notes updated', failed: 'Failed to update notes' }}
      renderItems={(items, actions) => (
        <FavoritesBody
          favorites={items}
          filters={filters}
          onFiltersChange={setFilters}
          onEditNotes={actions.edit}
          onRemove={actions.remove}
        />
      )}
      renderEditor={(favorite, actions) => (
        <EditNotesDialog
          favorite={favorite}
          saving={notesMutation.isPending}
          onCancel={() => actions.edit(null)}
          onSave={(notes) => actions.save({ id: favorite.id, notes })}
        />
      )}
    />
  );
}
