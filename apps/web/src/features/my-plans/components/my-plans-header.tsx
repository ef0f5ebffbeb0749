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

export const MY_PLANS_TABS = { list: 0, drafts: 1, calendar: 2 } as const;

const tabId = (tab: number) => `my-plans-tab-${tab}`;
const panelId = (tab: number) => `my-plans-panel-${tab}`;

/**
 * What the box around the current view spreads on itself, so the tab and
 * its panel name each other (as the Dashboard's tabs do).
 */
export function myPlansPanelProps(tab: number) {
  return {
    role: 'tabpanel',
    id: panelId(tab),
    'aria-labelledby': tabId(tab),
  } as const;
}

/** The page's title row, with the way back and to a new plan, over its view tabs. */
export function MyPlansHeader({
  tab,
  onTab,
  draftCount,
  headingRef,
}: {
  tab: number;
  onTab: (tab: number) => void;
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
        value={tab}
        onChange={(_e, v: number) => onTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label="My Plans views"
      >
        <Tab
          label="List View"
          id={tabId(MY_PLANS_TABS.list)}
          aria-controls={panelId(MY_PLANS_TABS.list)}
        />
        <Tab
          label={draftCount === undefined ? 'Drafts' : `Drafts (${draftCount})`}
          id={tabId(MY_PLANS_TABS.drafts)}
          aria-controls={panelId(MY_PLANS_TABS.drafts)}
        />
        <Tab
          label="Calendar View"
          id={tabId(MY_PLANS_TABS.calendar)}
          aria-controls={panelId(MY_PLANS_TABS.calendar)}
        />
      </Tabs>
    </>
  );
}
