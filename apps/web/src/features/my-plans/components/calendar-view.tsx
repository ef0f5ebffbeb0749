import {
  formatDayTitle,
  formatWeekTitle,
  formatMonthTitle,
  shiftAnchor,
  type CalendarMode,
} from '@app/shared/calendar';
import type { FinalizedPlan } from '@app/shared/finalized-plans';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Button,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';

import { entriesByDay, type CalendarEntry } from '../hooks/calendar-entries';
import { useMyPlansPlace } from '../hooks/use-my-plans-place';

import { DayList, MonthGrid, WeekGrid } from './calendar-grids';

type Props = {
  plans: FinalizedPlan[];
  onOpenPlan: (planId: number) => void;
};

function title(mode: CalendarMode, anchor: string) {
  if (mode === 'day') return formatDayTitle(anchor);
  if (mode === 'month') return formatMonthTitle(anchor);
  return formatWeekTitle(anchor);
}

export function CalendarView({ plans, onOpenPlan }: Props) {
  // In the address rather than in state, so a reload or a link shows the same day.
  const { mode, anchor, today, moveCalendar } = useMyPlansPlace();
  const setAnchor = (date: string) => moveCalendar({ date });
  const byDay = useMemo(() => entriesByDay(plans), [plans]);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  /**
   * The entry (or for a month's day, its first) to focus once the day's list
   * is drawn: the week's entry or the month's day just pressed is gone with
   * its view, and focus fell to the page.
   */
  const [focusEntry, setFocusEntry] = useState<number | 'first' | null>(null);
  const openDay = (day: string, entryId: number | 'first' = 'first') => {
    moveCalendar({ mode: 'day', date: day });
    setFocusEntry(entryId);
  };
  const openEntry = (entry: CalendarEntry) =>
    openDay(entry.planned_date, entry.id);

  useEffect(() => {
    if (focusEntry === null || mode !== 'day') return;
    const items =
      viewRef.current?.querySelectorAll<HTMLElement>('[data-entry-id]');
    const item =
      Array.from(items ?? []).find(
        (el) => el.dataset.entryId === String(focusEntry),
      ) ?? items?.[0];
    (item ?? titleRef.current)?.focus();
    setFocusEntry(null);
  }, [focusEntry, mode]);

  return (
    <Stack spacing={2} component="section" aria-label="Calendar">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label={`Previous ${mode}`}
            onClick={() => setAnchor(shiftAnchor(anchor, mode, -1))}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Button variant="outlined" onClick={() => setAnchor(today)}>
            Today
          </Button>
          <IconButton
            aria-label={`Next ${mode}`}
            onClick={() => setAnchor(shiftAnchor(anchor, mode, 1))}
          >
            <ChevronRightIcon />
          </IconButton>
          <Typography
            ref={titleRef}
            tabIndex={-1}
            variant="h6"
            component="h2"
            aria-live="polite"
            sx={{ outline: 'none' }}
          >
            {title(mode, anchor)}
          </Typography>
        </Stack>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          aria-label="Calendar view"
          onChange={(_e, value: CalendarMode | null) =>
            value && moveCalendar({ mode: value })
          }
        >
          <ToggleButton value="day">Daily</ToggleButton>
          <ToggleButton value="week">Weekly</ToggleButton>
          <ToggleButton value="month">Monthly</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <div ref={viewRef}>
        {mode === 'month' && (
          <MonthGrid
            anchor={anchor}
            today={today}
            byDay={byDay}
            onOpenDay={openDay}
          />
        )}
        {mode === 'week' && (
          <WeekGrid
            anchor={anchor}
            today={today}
            byDay={byDay}
            onOpenEntry={openEntry}
          />
        )}
        {mode === 'day' && (
          <DayList entries={byDay.get(anchor) ?? []} onOpenPlan={onOpenPlan} />
        )}
      </div>
    </Stack>
  );
}
