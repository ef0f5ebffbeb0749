import { Box } from '@mui/material';
import { useState } from 'react';

import { categoryName, imageUrl } from './activity-display';
import { CategoryIcon } from './category-icon';

const CATEGORY_COLORS: Record<string, string> = {
  food: '#e4572e',
  concerts: '#8e44ad',
  professional_sports: '#2e86de',
  recreational_sports: '#17a2b8',
  outdoors: '#2e7d32',
  shopping: '#d81b60',
  nightlife: '#3f51b5',
  arts: '#f39c12',
  entertainment: '#6c5ce7',
};

export function categoryColor(category: string): string {
  return CATEGORY_COLORS[category] ?? '#667eea';
}

type ActivityImageProps = {
  url: string | null | undefined;
  category: string;
  alt: string;
  height: number | string;
};

/** The activity photo, or a category-coloured default when there is none or it fails to load. */
export function ActivityImage({
  url,
  category,
  alt,
  height,
}: ActivityImageProps) {
  const src = imageUrl(url);
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  const color = categoryColor(category);
  return (
    <Box
      role="img"
      aria-label={`${categoryName(category)} placeholder image`}
      sx={{
        width: '100%',
        height,
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        background: `linear-gradient(135deg, ${color} 0%, #764ba2 100%)`,
      }}
    >
      <CategoryIcon category={category} sx={{ fontSize: 48, opacity: 0.9 }} />
    </Box>
  );
}
