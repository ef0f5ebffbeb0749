import type { Post } from '@app/shared/social';
import { Box } from '@mui/material';

/** One photo: one column, 300 high; two or more: two columns, 150 high (spec 2 §2). */
export function PhotoGrid({
  photos,
  title,
}: {
  photos: Post['photos'];
  title: string;
}) {
  if (photos.length === 0) return null;
  const isSingle = photos.length === 1;
  const height = isSingle ? 300 : 150;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: isSingle ? '1fr' : '1fr 1fr',
        gap: 0.5,
        mt: 2,
      }}
    >
      {photos.map((photo, i) => (
        <Box
          key={photo.thumbnail_url}
          component="a"
          href={photo.url}
          target="_blank"
          rel="noopener"
          aria-label={`Open photo ${i + 1} of ${photos.length} at full size`}
          sx={{ display: 'block', height, overflow: 'hidden', borderRadius: 1 }}
        >
          <Box
            component="img"
            src={photo.thumbnail_url}
            alt={`${title || 'Post'} photo ${i + 1}`}
            loading="lazy"
            sx={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              display: 'block',
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
