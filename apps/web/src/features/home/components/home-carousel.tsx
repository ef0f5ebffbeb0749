import type { Activity } from '@app/shared/activity';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { useRef } from 'react';

import { KindCard } from '../../../components/activity-cards/kind-card';
import { useHomeCarousel } from '../api/get-home-carousel';
import {
  CAROUSEL_SCROLL_STEP_PX,
  type CarouselConfig,
} from '../lib/carousel-rules';

import { HomeActivityCard } from './home-activity-card';

type HomeCarouselProps = {
  config: CarouselConfig;
  center: { lat: number; lng: number } | null;
  onOpen: (activity: Activity) => void;
};

export function HomeCarousel({ config, center, onOpen }: HomeCarouselProps) {
  const query = useHomeCarousel(config, center);
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({
      left: direction * CAROUSEL_SCROLL_STEP_PX,
      behavior: 'smooth',
    });
  const headingId = `home-carousel-${config.kind}`;
  const items = query.data ?? [];
  const isLoading = center === null || query.isPending;

  return (
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
        <Stack
          direction="row"
          spacing={3}
          sx={{ overflow: 'hidden' }}
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
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{config.emptyText}</Typography>
      ) : (
        <Box
          ref={track}
          component="ul"
          aria-label={config.title}
          sx={{
            display: 'flex',
            gap: 3,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 2,
            '& > li': { scrollSnapAlign: 'start', flexShrink: 0 },
          }}
        >
          {items.map((activity) => (
            <li key={activity.id}>
              <Box sx={{ width: 300, height: '100%' }}>
                <KindCard
                  activity={activity}
                  fallback={
                    <HomeActivityCard activity={activity} onOpen={onOpen} />
                  }
                />
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
