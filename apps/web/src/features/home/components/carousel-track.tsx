import type { Activity } from '@app/shared/activity';
import { Box } from '@mui/material';
import { useState, type Ref } from 'react';

import { KindCard } from '../../../components/activity-cards/kind-card';

import { HomeActivityCard } from './home-activity-card';

/** Cards drawn at first: more than a wide screen shows before scrolling. */
const FIRST_CARDS = 6;

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
  const [isComplete, setIsComplete] = useState(items.length <= FIRST_CARDS);
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
      {(isComplete ? items : items.slice(0, FIRST_CARDS)).map((activity) => (
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
  );
}
