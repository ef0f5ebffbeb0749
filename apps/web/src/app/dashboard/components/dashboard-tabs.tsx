import { Box, ButtonBase } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
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

/** Arrow keys move focus along the row and wrap; Home and End jump to its ends. */
function nextFocus(key: string, from: number): number | null {
  const last = DASHBOARD_TABS.length - 1;
  if (key === 'ArrowRight') return from === last ? 0 : from + 1;
  if (key === 'ArrowLeft') return from === 0 ? last : from - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * Tabs 0-4 navigate; tabs 5-7 switch the panel inside the dashboard.
 *
 * A row of tabs drawn with CSS alone: MUI's Tabs measured every tab and the
 * row's scroll state on mount (a forced layout in the page's first task on a
 * phone). The row scrolls natively; focus scrolls a tab into view.
 */
export function DashboardTabs({
  value,
  onStay,
}: {
  value: number;
  onStay: (tab: number) => void;
}) {
  const navigate = useNavigate();
  // The tab holding focus inside the row, if any: it, or else the chosen
  // tab, is the one Tab reaches (roving focus, the WAI-ARIA tabs pattern).
  const [focused, setFocused] = useState<number | null>(null);
  const focusable = focused ?? value;
  const row = useRef<HTMLDivElement>(null);
  const choose = (tab: number) => {
    const target = DASHBOARD_TABS[tab]!.to;
    if (target && tab !== 0) void navigate(target);
    else if (tab !== value) onStay(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextFocus(event.key, focusable);
    if (next === null) return;
    event.preventDefault();
    row.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <Box
      ref={row}
      role="tablist"
      aria-label="Dashboard sections"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocused(null);
      }}
      sx={{
        display: 'flex',
        overflowX: 'auto',
        scrollbarWidth: 'thin',
        borderBottom: 1,
        borderColor: 'divider',
        mb: 4,
      }}
    >
      {DASHBOARD_TABS.map((t, i) => {
        const selected = i === value;
        return (
          <ButtonBase
            key={t.label}
            role="tab"
            id={`dashboard-tab-${i}`}
            aria-selected={selected}
            aria-controls={t.to ? undefined : `dashboard-panel-${i}`}
            tabIndex={i === focusable ? 0 : -1}
            onClick={() => choose(i)}
            onFocus={() => setFocused(i)}
            sx={{
              typography: 'button',
              flexShrink: 0,
              minHeight: 48,
              minWidth: 90,
              px: 4,
              py: 3,
              position: 'relative',
              color: selected ? 'primary.main' : 'text.secondary',
              // The chosen tab's underline, drawn by CSS, not measured.
              '&::after': {
                content: '""',
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: 0,
                height: 2,
                bgcolor: selected ? 'primary.main' : 'transparent',
              },
            }}
          >
            {t.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
