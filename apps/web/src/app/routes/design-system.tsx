import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Suspense, useState } from 'react';

import { PageLoader } from '../../components/page-loader';
import { preloadable } from '../../lib/preloadable';

// Each section loads when its tab is shown.
const CardGallery = preloadable(() =>
  import('../../features/design-showcase/components/card-gallery').then(
    (m) => ({ default: m.CardGallery }),
  ),
);
const ModalExamples = preloadable(() =>
  import('../../features/design-showcase/components/modal-examples').then(
    (m) => ({ default: m.ModalExamples }),
  ),
);
const ColorsAndTypography = preloadable(() =>
  import('../../features/design-showcase/components/foundations').then((m) => ({
    default: m.ColorsAndTypography,
  })),
);
const SpacingAndGrid = preloadable(() =>
  import('../../features/design-showcase/components/foundations').then((m) => ({
    default: m.SpacingAndGrid,
  })),
);
const ComponentSamples = preloadable(() =>
  import('../../features/design-showcase/components/component-samples').then(
    (m) => ({ default: m.ComponentSamples }),
  ),
);
const InteractiveStates = preloadable(() =>
  import('../../features/design-showcase/components/component-samples').then(
    (m) => ({ default: m.InteractiveStates }),
  ),
);

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
        <Suspense fallback={<PageLoader />}>
          <Panel />
        </Suspense>
      </Box>
    </Box>
  );
}
