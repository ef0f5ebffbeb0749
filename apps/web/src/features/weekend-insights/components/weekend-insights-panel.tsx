import { METRO_CENTER, METRO_NAME } from '@app/shared/metro';
import {
  INTELLIGENCE_TABS,
  type IntelligenceLocation,
} from '@app/shared/weekend-insights';
import InsightsIcon from '@mui/icons-material/Insights';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';

import { LiveDiscoveriesTab } from './live-discoveries-tab';
import { RealTimeTab } from './real-time-tab';
import { WeekendIntelTab } from './weekend-intel-tab';

const DENVER: IntelligenceLocation = { ...METRO_CENTER, address: METRO_NAME };

/**
 * The AI intelligence panel (spec 1 §2): three tabs, each calling the server
 * only when first shown.
 */
export function WeekendInsightsPanel({
  location = DENVER,
}: {
  location?: IntelligenceLocation;
}) {
  const [tab, setTab] = useState(0);
  return (
    <Box
      component="section"
      aria-labelledby="ai-intelligence-title"
      sx={{ py: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <InsightsIcon color="secondary" aria-hidden />
        <Typography id="ai-intelligence-title" variant="h5" component="h2">
          AI Intelligence
        </Typography>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="AI intelligence"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {INTELLIGENCE_TABS.map((label, i) => (
          <Tab
            key={label}
            label={label}
            id={`intelligence-tab-${i}`}
            aria-controls={`intelligence-panel-${i}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`intelligence-panel-${tab}`}
        aria-labelledby={`intelligence-tab-${tab}`}
      >
        {tab === 0 && <LiveDiscoveriesTab location={location} />}
        {tab === 1 && <RealTimeTab location={location} />}
        {tab === 2 && <WeekendIntelTab location={location} />}
      </Box>
    </Box>
  );
}
