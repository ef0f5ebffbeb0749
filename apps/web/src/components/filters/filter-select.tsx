import { LabelledSelect, type SelectOption } from '../forms/labelled-select';

export type FilterOption<V extends string = string> = SelectOption<V>;

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
    <LabelledSelect
      id={id}
      label={label}
      value={value}
      options={options}
      onChange={onChange}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}
