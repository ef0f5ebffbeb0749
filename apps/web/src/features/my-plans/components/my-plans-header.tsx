import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Button,
  IconButton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import type { Ref } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import type { MyPlansView } from '../hooks/my-plans-place';

const tabId = (view: MyPlansView) => `my-plans-tab-${view}`;
const panelId = (view: MyPlansView) => `my-plans-panel-${view}`;

/**
 * What the box around the current view spreads on itself, so the tab and
 * its panel name each other (as the Dashboard's tabs do).
 */
export function myPlansPanelProps(view: MyPlansView) {
  return {
    role: 'tabpanel',
    id: panelId(view),
    'aria-labelledby': tabId(view),
  } as const;
}

/** The page's title row, with the way back and to a new plan, over its view tabs. */
export function MyPlansHeader({
  view,
  onView,
  draftCount,
  headingRef,
}: {
  view: MyPlansView;
  onView: (view: MyPlansView) => void;
  draftCount: number | undefined;
  /** Where the page puts focus when what had it is gone (a deleted plan). */
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const navigate = useNavigate();
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton aria-label="Back" onClick={() => navigate(-1)}>
          <ArrowBackIcon />
        </IconButton>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h4"
          component="h1"
          sx={{ flexGrow: 1, outline: 'none' }}
        >
          My Plans
        </Typography>
        <Button
          component={RouterLink}
          to="/create"
          variant="contained"
          startIcon={<AddIcon />}
        >
          New Plan
        </Button>
      </Stack>
      <Tabs
        value={view}
        onChange={(_e, v: MyPlansView) => onView(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label="My Plans views"
      >
        <Tab
          label="List View"
          value="list"
          id={tabId('list')}
          aria-controls={panelId('list')}
        />
        <Tab
          label={draftCount === undefined ? 'Drafts' : `Drafts (${draftCount})`}
          value="drafts"
          id={tabId('drafts')}
          aria-controls={panelId('drafts')}
        />
        <Tab
          label="Calendar View"
          value="calendar"
          id={tabId('calendar')}
          aria-controls={panelId('calendar')}
        />
      </Tabs>
    </>
  );
}
