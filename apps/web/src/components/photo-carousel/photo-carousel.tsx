import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';

export type CarouselPhoto = {
  url: string;
  is_primary?: boolean;
  display_order?: number | null;
  quality_score?: number | null;
};

const CAROUSEL_AUTOPLAY_MS = 5000;
const MAX_PHOTOS_WITH_DOTS = 5;
const HD_QUALITY_SCORE = 90;

type PhotoCarouselProps = {
  photos: CarouselPhoto[];
  alt: string;
  height?: number;
  autoPlay?: boolean;
  intervalMs?: number;
};

/** The photos in display order, the one showing, and the autoplay timer. */
function useCarousel(
  photos: CarouselPhoto[],
  autoPlay: boolean,
  intervalMs: number,
) {
  const sorted = useMemo(
    () =>
      [...photos].sort(
        (a, b) =>
          (a.display_order ?? Number.MAX_SAFE_INTEGER) -
          (b.display_order ?? Number.MAX_SAFE_INTEGER),
      ),
    [photos],
  );
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = sorted.length;

  useEffect(() => {
    if (!autoPlay || paused || count < 2) return;
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % count),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [autoPlay, paused, count, intervalMs]);

  return {
    sorted,
    count,
    /** The photo showing, kept in range when the list shrinks. */
    shown: count ? index % count : 0,
    show: setIndex,
    go: (delta: number) => setIndex((i) => (i + delta + count) % count),
    setPaused,
  };
}

function NoPhotos({ height }: { height: number }) {
  return (
    <Box
      sx={{
        height,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'grey.100',
        borderRadius: 2,
      }}
    >
      <Typography color="text.secondary">No photos available</Typography>
    </Box>
  );
}

function CarouselArrows({ go }: { go: (delta: number) => void }) {
  return (
    <>
      <IconButton
        aria-label="Previous photo"
        onClick={() => go(-1)}
        sx={{ ...arrowSx, left: 4 }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label="Next photo"
        onClick={() => go(1)}
        sx={{ ...arrowSx, right: 4 }}
      >
        <ChevronRightIcon />
      </IconButton>
    </>
  );
}

/** One dot per photo, the current one filled; a dot shows its photo. */
function CarouselDots({
  photos,
  shown,
  show,
}: {
  photos: CarouselPhoto[];
  shown: number;
  show: (index: number) => void;
}) {
  return (
    <Box
      sx={{
        position: 'absolute',
        bottom: 8,
        width: '100%',
        display: 'flex',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      {photos.map((photo, i) => (
        <Box
          key={photo.url}
          component="button"
          type="button"
          aria-label={`Show photo ${i + 1}`}
          aria-current={i === shown ? 'true' : undefined}
          onClick={() => show(i)}
          sx={{
            width: 10,
            height: 10,
            p: 0,
            border: 0,
            borderRadius: '50%',
            cursor: 'pointer',
            bgcolor: i === shown ? '#fff' : 'rgba(255,255,255,0.5)',
          }}
        />
      ))}
    </Box>
  );
}

/** Photos by display order; wraps around, optional autoplay that pauses on hover or focus. */
export function PhotoCarousel({
  photos,
  alt,
  height = 220,
  autoPlay = false,
  intervalMs = CAROUSEL_AUTOPLAY_MS,
}: PhotoCarouselProps) {
  const { sorted, count, shown, show, go, setPaused } = useCarousel(
    photos,
    autoPlay,
    intervalMs,
  );
  if (count === 0) return <NoPhotos height={height} />;
  const current = sorted[shown]!;

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={`${alt} photos`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden' }}
    >
      <Box
        component="img"
        src={current.url}
        alt={`${alt}, photo ${shown + 1} of ${count}`}
        sx={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
      />
      {(current.quality_score ?? 0) >= HD_QUALITY_SCORE ? (
        <Chip
          label="HD"
          size="small"
          color="primary"
          sx={{ position: 'absolute', top: 8, right: 8 }}
        />
      ) : null}
      {count > 1 ? <CarouselArrows go={go} /> : null}
      {count > 1 && count <= MAX_PHOTOS_WITH_DOTS ? (
        <CarouselDots photos={sorted} shown={shown} show={show} />
      ) : null}
    </Box>
  );
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0,0,0,0.4)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.6)' },
} as const;
