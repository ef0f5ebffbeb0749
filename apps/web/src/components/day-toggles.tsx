import { ToggleButton, ToggleButtonGroup } from '@mui/material';

import { shortDay } from '../lib/short-day';

const ALL = 'all';

/**
 * One button per day ('Sat, Nov 28'), optionally after an 'All Days' one.
 * On a narrow screen the buttons wrap, so each keeps its own border and
 * corners: a joined group broke apart at the wrap into half-drawn buttons.
 */
export function DayToggles({
  label,
  days,
  value,
  onChange,
  allLabel,
}: {
  label: string;
  days: readonly string[];
  /** The chosen day; null means all days (only with `allLabel`). */
  value: string | null;
  onChange: (day: string | null) => void;
  allLabel?: string;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label={label}
      value={value ?? ALL}
      onChange={(_e, next: string | null) =>
        next && onChange(next === ALL ? null : next)
      }
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        '& .MuiToggleButtonGroup-grouped': {
          m: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        },
      }}
    >
      {allLabel ? <ToggleButton value={ALL}>{allLabel}</ToggleButton> : null}
      {days.map((day) => (
        <ToggleButton key={day} value={day}>
          {shortDay(day)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
