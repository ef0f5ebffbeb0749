import { Tab, Tabs } from '@mui/material';
import { useNavigate } from 'react-router';

const DASHBOARD_TABS = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'My Plans', to: '/plans' },
  { label: 'Favorites', to: '/favorites' },
  { label: 'Bucket List', to: '/bucket-list' },
  { label: 'Create', to: '/create' },
  { label: 'Activity Feed', to: null },
  { label: 'AI Discovery', to: null },
  { label: 'Templates', to: null },
] as const;

/** Tabs 0-4 navigate; tabs 5-7 switch the panel inside the dashboard. */
export function DashboardTabs({
  value,
  onStay,
}: {
  value: number;
  onStay: (tab: number) => void;
}) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={value}
      onChange={(_, tab: number) => {
        const target = DASHBOARD_TABS[tab]!.to;
        if (target && tab !== 0) void navigate(target);
        else onStay(tab);
      }}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Dashboard sections"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 4 }}
    >
      {DASHBOARD_TABS.map((t, i) => (
        <Tab
          key={t.label}
          label={t.label}
          id={`dashboard-tab-${i}`}
          aria-controls={t.to ? undefined : `dashboard-panel-${i}`}
        />
      ))}
    </Tabs>
  );
}
