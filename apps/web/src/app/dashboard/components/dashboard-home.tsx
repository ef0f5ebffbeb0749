import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

import { SmartRecommendations } from '../../../features/recommendations/components/smart-recommendations';
import { useDrawnCount } from '../../../lib/use-drawn-count';

import { AiAssistantBox } from './ai-assistant-box';
import { QuickActions } from './quick-actions';
import { RecommendationsSection } from './recommendations-section';
import { YourPlansCard } from './your-plans-card';

/** Dashboard tab 0: main column plus the side column (spec 1 §2). */
export function DashboardHome({
  weather,
  sideColumn,
  onQuickPlan,
}: {
  weather: ReactNode;
  sideColumn: ReactNode;
  onQuickPlan: () => void;
}) {
  const main = [
    <QuickActions key="quick-actions" onQuickPlan={onQuickPlan} />,
    <Fragment key="weather">{weather}</Fragment>,
    <AiAssistantBox key="ai-assistant" />,
    <YourPlansCard key="your-plans" />,
    <RecommendationsSection
      key="recommended"
      title="Recommended for You"
      headingId="recommended-heading"
    />,
    <SmartRecommendations
      key="smart"
      headingId="smart-recommendations-heading"
    />,
  ];
  // Drawn in one commit the whole tab was one long task on a phone; a
  // section per commit keeps each short, top first, then the side column.
  // Their data was asked for with the page, so nothing waits on this.
  const drawn = useDrawnCount(main.length + 1, 1, 2);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'minmax(0, 2fr) minmax(0, 1fr)',
        },
      }}
    >
      <Box sx={{ display: 'grid', gap: 4, alignContent: 'start' }}>
        {main.slice(0, drawn)}
      </Box>
      <Box sx={{ display: 'grid', gap: 4, alignContent: 'start' }}>
        {drawn > main.length ? sideColumn : null}
      </Box>
    </Box>
  );
}
