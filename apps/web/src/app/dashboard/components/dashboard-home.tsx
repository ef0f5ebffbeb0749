import { Box } from '@mui/material';
import type { ReactNode } from 'react';

import { SmartRecommendations } from '../../../features/recommendations/components/smart-recommendations';

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
        <QuickActions onQuickPlan={onQuickPlan} />
        {weather}
        <AiAssistantBox />
        <YourPlansCard />
        <RecommendationsSection
          title="Recommended for You"
          headingId="recommended-heading"
        />
        <SmartRecommendations headingId="smart-recommendations-heading" />
      </Box>
      <Box sx={{ display: 'grid', gap: 4, alignContent: 'start' }}>
        {sideColumn}
      </Box>
    </Box>
  );
}
