import type { Activity } from '@app/shared/activity';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { memo, Suspense, useEffect, useRef } from 'react';

import { Deferred } from '../../../components/deferred';
import { preloadable } from '../../../lib/preloadable';
import { useHomeCarousel } from '../api/get-home-carousel';
import {
  CAROUSEL_SCROLL_STEP_PX,
  type CarouselConfig,
} from '../lib/carousel-rules';

// The cards load beside the carousels' requests.
const CarouselTrack = preloadable(() =>
  import('./carousel-track').then((m) => ({ default: m.CarouselTrack })),
);

type HomeCarouselProps = {
  config: CarouselConfig;
  center: { lat: number; lng: number } | null;
  onOpen: (activity: Activity) => void;
};

export const HomeCarousel = memo(function HomeCarousel({
  config,
  center,
  onOpen,
}: HomeCarouselProps) {
  const query = useHomeCarousel(config, center);
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({
      left: direction * CAROUSEL_SCROLL_STEP_PX,
      // A jump, not a glide, for those who asked for less motion.
      behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        ? 'auto'
        : 'smooth',
    });
  const headingId = `home-carousel-${config.kind}`;
  const items = query.data ?? [];
  const isLoading = center === null || query.isPending;
  useEffect(() => CarouselTrack.preload(), []);
  const loading = (
    <Stack
      direction="row"
      spacing={3}
      sx={{ overflow: 'hidden' }}
      role="status"
      aria-busy="true"
      aria-label={`Loading ${config.title}`}
    >
      {[0, 1, 2, 3].map((i) => (
        <Skeleton
          key={i}
          variant="rectangular"
          width={300}
          height={300}
          sx={{ borderRadius: 2, flexShrink: 0 }}
        />
      ))}
    </Stack>
  );

  return (
    <Deferred>
      <Box component="section" aria-labelledby={headingId}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <Typography id={headingId} variant="h5" component="h2">
            {config.title}
          </Typography>
          {items.length > 0 ? (
            <Stack direction="row">
              <IconButton
                aria-label={`Scroll ${config.title} left`}
                onClick={() => scroll(-1)}
              >
                <ChevronLeftIcon />
              </IconButton>
              <IconButton
                aria-label={`Scroll ${config.title} right`}
                onClick={() => scroll(1)}
              >
                <ChevronRightIcon />
              </IconButton>
            </Stack>
          ) : null}
        </Stack>
        {isLoading ? (
          loading
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{config.emptyText}</Typography>
        ) : (
          <Suspense fallback={loading}>
            <CarouselTrack
              items={items}
              label={config.title}
              onOpen={onOpen}
              trackRef={track}
            />
          </Suspense>
        )}
      </Box>
    </Deferred>
  );
});
