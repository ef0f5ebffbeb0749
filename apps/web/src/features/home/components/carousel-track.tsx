import type { Activity } from '@app/shared/activity';
import { Box } from '@mui/material';
import { useState, type Ref } from 'react';

import { KindCard } from '../../../components/activity-cards/kind-card';

import { HomeActivityCard } from './home-activity-card';

const CARD_WIDTH_PX = 300;
/** A card and the gap after it (3 theme units of 4 px). */
const CARD_STEP_PX = CARD_WIDTH_PX + 12;
/** The page is at most 1,200 px wide: six cards fill any screen. */
const MOST_FIRST_CARDS = 6;

/**
 * Cards drawn at first: one more than a screen of this width shows, so a
 * phone draws three, not the six a wide screen needs.
 */
export const firstCardCount = (viewportWidth: number) =>
  Math.min(MOST_FIRST_CARDS, Math.ceil(viewportWidth / CARD_STEP_PX) + 1);

type CarouselTrackProps = {
  items: Activity[];
  label: string;
  onOpen: (activity: Activity) => void;
  trackRef: Ref<HTMLUListElement>;
};

/** A carousel's cards in one horizontally scrolling row. */
export function CarouselTrack({
  items,
  label,
  onOpen,
  trackRef,
}: CarouselTrackProps) {
  // The rest join as soon as the row is scrolled or focused, ahead of view.
  const [first] = useState(() => firstCardCount(window.innerWidth));
  const [isComplete, setIsComplete] = useState(items.length <= first);
  const complete = isComplete ? undefined : () => setIsComplete(true);
  return (
    <Box
      ref={trackRef}
      component="ul"
      aria-label={label}
      onScroll={complete}
      onFocus={complete}
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
      {(isComplete ? items : items.slice(0, first)).map((activity) => (
        <li key={activity.id}>
          <Box sx={{ width: CARD_WIDTH_PX, height: '100%' }}>
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
  );
}
