import { Box, Chip, Typography } from '@mui/material';
import { useId } from 'react';

type ChipSelectProps = {
  label: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  helperText?: string;
  /** Draws the helper text as an error: the choice as it stands cannot be saved. */
  error?: boolean;
};

/** A labelled group of toggle chips; each chip reports its pressed state. */
export function ChipSelect({
  label,
  options,
  selected,
  onChange,
  helperText,
  error = false,
}: ChipSelectProps) {
  const labelId = useId();
  const helperId = useId();
  const toggle = (value: string) =>
    onChange(
      selected.includes(value)
        ? selected.filter((v) => v !== value)
        : [...selected, value],
    );

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-describedby={helperText ? helperId : undefined}
    >
      <Typography id={labelId} sx={{ mb: 1, fontWeight: 600 }}>
        {label}
      </Typography>
      {helperText && (
        <Typography
          id={helperId}
          variant="body2"
          color={error ? 'error' : 'text.secondary'}
          sx={{ mb: 2 }}
        >
          {helperText}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {options.map((option) => {
          const isSelected = selected.includes(option.value);
          return (
            <Chip
              key={option.value}
              label={option.label}
              clickable
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              onClick={() => toggle(option.value)}
              aria-pressed={isSelected}
            />
          );
        })}
      </Box>
    </Box>
  );
}
