import type { Favorite } from '@app/shared/favorites';
import { Grid, Typography } from '@mui/material';
import { useMemo } from 'react';

import { FavoriteCard, type FavoriteActions } from './favorite-card';
import {
  categoriesPresent,
  filterFavorites,
  type FavoriteFilters,
} from './favorites-filter';
import { FavoritesToolbar } from './favorites-toolbar';

type Props = FavoriteActions & {
  favorites: Favorite[];
  filters: FavoriteFilters;
  onFiltersChange: (filters: FavoriteFilters) => void;
};

/** A non-empty favorites list: the filters and the matching cards. */
export function FavoritesBody({
  favorites,
  filters,
  onFiltersChange,
  ...actions
}: Props) {
  const shown = useMemo(
    () => filterFavorites(favorites, filters),
    [favorites, filters],
  );
  return (
    <>
      <FavoritesToolbar
        filters={filters}
        categories={categoriesPresent(favorites)}
        onChange={onFiltersChange}
      />
      {shown.length === 0 ? (
        <Typography sx={{ textAlign: 'center', py: 8 }}>
          No favorites match your search
        </Typography>
      ) : (
        <Grid container spacing={4}>
          {shown.map((favorite) => (
            <Grid key={favorite.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <FavoriteCard favorite={favorite} {...actions} />
            </Grid>
          ))}
        </Grid>
      )}
      <Typography color="text.secondary" sx={{ mt: 4 }} role="status">
        Showing {shown.length} of {favorites.length} favorites
      </Typography>
    </>
  );
}
