import {
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  type SxProps,
  type Theme,
} from '@mui/material';

export type SelectOption<V extends string | number = string> = {
  value: V;
  label: string;
};

/** A dropdown with its label; `id` names the label the list is tied to. */
export function LabelledSelect<V extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
  size,
  fullWidth,
  sx,
}: {
  id: string;
  label: string;
  /** `''` while nothing is chosen. */
  value: V | '';
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <FormControl size={size} fullWidth={fullWidth} sx={sx}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
