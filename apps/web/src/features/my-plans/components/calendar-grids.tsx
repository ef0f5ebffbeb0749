import {
  cellItems,
  formatTime12,
  monthWeeks,
  weekDays,
} from '@app/shared/calendar';
import { dateFormat, utcDate } from '@app/shared/date-format';
import { categoryLabel } from '@app/shared/interests';
import {
  Box,
  ButtonBase,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';

import { countOf } from '../../../lib/format-count';
import type { CalendarEntry } from '../hooks/calendar-entries';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type GridProps = {
  anchor: string;
  today: string;
  byDay: Map<string, CalendarEntry[]>;
};

function entryLabel(e: CalendarEntry) {
  const time = formatTime12(e.planned_time);
  return time ? `${time} ${e.activity_name}` : e.activity_name;
}

/** 'Saturday, November 28': a day as a screen reader should say it. */
function spokenDay(day: string): string {
  return dateFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(day));
}

/** A month cell's name: 'Saturday, November 28: 2 activities planned'. */
const dayCellLabel = (day: string, count: number) =>
  `${spokenDay(day)}: ${countOf(count, 'activity', 'activities')} planned`;

/**
 * The weekday names over the columns; a phone's week has none (each day names
 * itself). Hidden from screen readers, which hear each day's full date from
 * its cell instead of a row of names cut off from the days below.
 */
function HeaderRow({ hideOnPhone = false }: { hideOnPhone?: boolean }) {
  return (
    <>
      {WEEKDAYS.map((d) => (
        <Typography
          key={d}
          variant="caption"
          aria-hidden
          sx={{
            textAlign: 'center',
            fontWeight: 600,
            display: hideOnPhone ? { xs: 'none', sm: 'block' } : 'block',
          }}
        >
          {d}
        </Typography>
      ))}
    </>
  );
}

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: 0.5,
} as const;
/**
 * On a phone the week is a list of days, one row each: seven columns of
 * 50 px cut every entry to "1... AM Ci...".
 */
const weekGridSx = {
  ...gridSx,
  gridTemplateColumns: { xs: '1fr', sm: gridSx.gridTemplateColumns },
} as const;
const cellSx = (isToday: boolean, dim = false) => ({
  border: 1,
  borderColor: isToday ? 'primary.main' : 'divider',
  bgcolor: isToday ? 'action.selected' : 'background.paper',
  borderRadius: 1,
  p: 0.5,
  minHeight: { xs: 72, sm: 96 },
  opacity: dim ? 0.6 : 1,
  minWidth: 0,
});

/**
 * A phone's month cell, about 50 px wide, cut every entry to '8:00 A…': it
 * shows a dot per activity instead (three at most, then '+n'), and a tap
 * opens the day's list with the names and times.
 */
function EntryDots({ count }: { count: number }) {
  const shown = Math.min(count, 3);
  return (
    <Box
      aria-hidden
      data-testid="entry-dots"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
    >
      {Array.from({ length: shown }, (_, i) => (
        <Box
          key={i}
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }}
        />
      ))}
      {count > shown ? (
        <Typography variant="caption" color="primary" sx={{ lineHeight: 1 }}>
          +{count - shown}
        </Typography>
      ) : null}
    </Box>
  );
}

export function MonthGrid({
  anchor,
  today,
  byDay,
  onOpenDay,
}: GridProps & { onOpenDay: (day: string) => void }) {
  const month = anchor.slice(0, 7);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box role="group" aria-label="Month" sx={gridSx}>
      <HeaderRow />
      {monthWeeks(anchor)
        .flat()
        .map((day) => {
          const entries = byDay.get(day) ?? [];
          const { visible, more } = cellItems(entries);
          const content = (
            <>
              <Typography
                variant="caption"
                component="div"
                sx={{ fontWeight: day === today ? 700 : 400 }}
              >
                {Number(day.slice(8))}
              </Typography>
              {phone && entries.length > 0 ? (
                <EntryDots count={entries.length} />
              ) : null}
              {!phone && visible.map((e) => (
                <Typography
                  key={e.id}
                  variant="caption"
                  noWrap
                  component="div"
                  sx={{ fontSize: { xs: 10, sm: 12 } }}
                >
                  {entryLabel(e)}
                </Typography>
              ))}
              {!phone && more > 0 && (
                <Typography variant="caption" color="primary" component="div">
                  +{more} more
                </Typography>
              )}
            </>
          );
          return (
            <Box
              key={day}
              aria-current={day === today ? 'date' : undefined}
              data-date={day}
              sx={cellSx(day === today, day.slice(0, 7) !== month)}
            >
              {entries.length > 0 ? (
                <ButtonBase
                  onClick={() => onOpenDay(day)}
                  aria-label={dayCellLabel(day, entries.length)}
                  sx={{
                    // A button centres its content vertically; packed at
                    // the start, the day number is level with empty cells.
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'flex-start',
                    alignItems: 'stretch',
                    textAlign: 'left',
                    width: '100%',
                    height: '100%',
                  }}
                >
                  {content}
                </ButtonBase>
              ) : (
                content
              )}
            </Box>
          );
        })}
    </Box>
  );
}

export function WeekGrid({
  anchor,
  today,
  byDay,
  onOpenEntry,
}: GridProps & { onOpenEntry: (e: CalendarEntry) => void }) {
  return (
    <Box role="group" aria-label="Week" sx={weekGridSx}>
      <HeaderRow hideOnPhone />
      {weekDays(anchor).map((day, i) => (
        <Box
          key={day}
          role="group"
          aria-label={spokenDay(day)}
          aria-current={day === today ? 'date' : undefined}
          data-date={day}
          sx={{ ...cellSx(day === today), minHeight: { xs: 0, sm: 96 } }}
        >
          <Typography
            variant="caption"
            aria-hidden
            sx={{ fontWeight: day === today ? 700 : 400 }}
          >
            <Box
              component="span"
              sx={{ display: { xs: 'inline', sm: 'none' }, fontWeight: 600 }}
            >
              {WEEKDAYS[i]}{' '}
            </Box>
            {Number(day.slice(8))}
          </Typography>
          {(byDay.get(day) ?? []).map((e) => (
            <Chip
              key={e.id}
              size="small"
              label={entryLabel(e)}
              // The day is in the name: tabbing from entry to entry, the
              // week's columns say nothing.
              aria-label={`${entryLabel(e)}, ${spokenDay(day)}`}
              onClick={() => onOpenEntry(e)}
              sx={{
                display: 'flex',
                mt: 0.5,
                maxWidth: '100%',
                height: 'auto',
                justifyContent: 'flex-start',
                '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
              }}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

export function DayList({
  entries,
  onOpenPlan,
}: {
  entries: CalendarEntry[];
  onOpenPlan: (planId: number) => void;
}) {
  if (entries.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }}>
        No activities planned for this day
      </Typography>
    );
  }
  return (
    <List aria-label="Day">
      {entries.map((e) => (
        <ListItemButton
          key={e.id}
          divider
          data-entry-id={e.id}
          onClick={() => onOpenPlan(e.plan_id)}
        >
          <ListItemText
            primary={`${formatTime12(e.planned_time) ?? 'Any time'} · ${e.activity_name}`}
            secondary={[e.plan_title, e.location, categoryLabel(e.category)]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
