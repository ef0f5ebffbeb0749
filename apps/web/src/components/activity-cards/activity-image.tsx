import { Box } from '@mui/material';
import { useState } from 'react';

import { SubcategoryIllustration } from '../illustrations/subcategory-illustration';

import { imageUrl } from './activity-display';

type ActivityImageProps = {
  url: string | null | undefined;
  category: string;
  subcategory?: string | null;
  /** Empty when the image sits beside the place's name, which says it all. */
  alt: string;
  height: number | string;
};

/** The activity photo, or its subcategory's illustration when there is none or it fails to load. */
export function ActivityImage({
  url,
  category,
  subcategory,
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
  return (
    <SubcategoryIllustration
      category={category}
      subcategory={subcategory}
      height={height}
      decorative={alt === ''}
    />
  );
}
