import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';

import { CardGallery } from '../../features/design-showcase/components/card-gallery';
import {
  ComponentSamples,
  InteractiveStates,
} from '../../features/design-showcase/components/component-samples';
import {
  ColorsAndTypography,
  SpacingAndGrid,
} from '../../features/design-showcase/components/foundations';
import { ModalExamples } from '../../features/design-showcase/components/modal-examples';

const TABS = [
  { label: 'Activity Cards', Panel: CardGallery },
  { label: 'Modal Examples', Panel: ModalExamples },
  { label: 'Colors & Typography', Panel: ColorsAndTypography },
  { label: 'Components', Panel: ComponentSamples },
  { label: 'Spacing & Grid', Panel: SpacingAndGrid },
  { label: 'Interactive States', Panel: InteractiveStates },
];

/** The design system showcase (spec 2 §2): the real components over sample data. */
export function Component() {
  const [tab, setTab] = useState(0);
  const { Panel } = TABS[tab]!;
  return (
    <Box
      component="main"
      sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 6 }, py: 4 }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        Design System
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Design system sections"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t, i) => (
          <Tab
            key={t.label}
            label={t.label}
            id={`design-tab-${i}`}
            aria-controls={`design-panel-${i}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`design-panel-${tab}`}
        aria-labelledby={`design-tab-${tab}`}
      >
        <Panel />
      </Box>
    </Box>
  );
}
