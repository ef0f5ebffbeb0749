import { Box, Skeleton, Stack } from '@mui/material';

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box
      sx={gridSx('grid')}
      role="status"
      aria-busy="true"
      aria-label="Loading activities"
    >
      {Array.from({ length: count }, (_, i) => (
        <Box key={i}>
          <Skeleton
            variant="rectangular"
            height={180}
            sx={{ borderRadius: 2 }}
          />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
        </Box>
      ))}
    </Box>
  );
}

/** The browse page while its controls load: their outline, then the cards'. */
export function BrowseSkeleton() {
  return (
    <Stack spacing={4}>
      <Skeleton variant="rounded" sx={{ height: { xs: 88, sm: 40 } }} />
      <Skeleton variant="rounded" sx={{ height: { xs: 242, md: 78 } }} />
      <Skeleton variant="rounded" sx={{ height: 40, width: 190, ml: 'auto' }} />
      <CardGridSkeleton />
    </Stack>
  );
}

export function gridSx(view: 'grid' | 'list') {
  return view === 'grid'
    ? {
        display: 'grid',
        gap: 4,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          md: 'repeat(3, 1fr)',
          lg: 'repeat(4, 1fr)',
        },
      }
    : { display: 'grid', gap: 3, gridTemplateColumns: '1fr' };
}
