import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';

export type FilterOption<V extends string = string> = {
  value: V;
  label: string;
};

/** A labelled dropdown that shares a toolbar row with its siblings. */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <FormControl sx={{ flex: 1, minWidth: 0 }}>
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
