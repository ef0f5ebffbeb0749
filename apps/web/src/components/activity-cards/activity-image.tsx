import type { Activity } from '@app/shared/activity';
import { Box } from '@mui/material';
import { useState } from 'react';

import { SubcategoryIllustration } from '../illustrations/subcategory-illustration';

import { imageUrl } from './activity-display';
import { PhotoCredit } from './photo-credit';

type ActivityImageProps = {
  url: string | null | undefined;
  category: string;
  subcategory?: string | null;
  /** Empty when the image sits beside the place's name, which says it all. */
  alt: string;
  height: number | string;
  /** Who took the photo: shown over it whenever the photo is. */
  credit?: Activity['photo_credit'];
  /** Inside a clickable card (see PhotoCredit). */
  inCard?: boolean;
};

/** The activity photo, or its subcategory's illustration when there is none or it fails to load. */
export function ActivityImage({
  url,
  category,
  subcategory,
  alt,
  height,
  credit = null,
  inCard = false,
}: ActivityImageProps) {
  const src = imageUrl(url);
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    const img = (
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
      />
    );
    if (!credit) return img;
    return (
      <Box sx={{ position: 'relative' }}>
        {img}
        <PhotoCredit credit={credit} inCard={inCard} />
      </Box>
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
