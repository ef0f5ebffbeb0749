import { Stack, type SxProps, type Theme } from '@mui/material';

import { FilterSelect, type FilterOption } from '../filters/filter-select';
import { SearchField } from '../filters/search-field';

/** One dropdown of the toolbar, setting the filter named `key`. */
export type ToolbarSelect<F> = {
  [K in keyof F]: F[K] extends string
    ? {
        key: K;
        id: string;
        label: string;
        options: readonly FilterOption<F[K]>[];
      }
    : never;
}[keyof F];

/**
 * A collection's filter row: the search field, then the `selects` side by
 * side in `filtersWidth` from the `breakpoint` up, where the row stops
 * stacking; `sx` places the row.
 */
export function CollectionToolbar<F extends { search: string }>({
  searchLabel,
  filters,
  onChange,
  selects,
  breakpoint,
  filtersWidth,
  sx,
}: {
  searchLabel: string;
  filters: F;
  onChange: (filters: F) => void;
  selects: readonly ToolbarSelect<F>[];
  breakpoint: 'sm' | 'md';
  filtersWidth: number;
  sx: SxProps<Theme>;
}) {
  return (
    <Stack
      direction={{ xs: 'column', [breakpoint]: 'row' }}
      spacing={2}
      sx={sx}
    >
      <SearchField
        placeholder={`${searchLabel}...`}
        ariaLabel={searchLabel}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <Stack
        direction="row"
        spacing={2}
        sx={{ flex: { [breakpoint]: `0 0 ${filtersWidth}px` } }}
      >
        {selects.map((select) => (
          <FilterSelect
            key={select.id}
            id={select.id}
            label={select.label}
            value={filters[select.key] as string}
            options={select.options as readonly FilterOption[]}
            onChange={(value) => onChange({ ...filters, [select.key]: value })}
          />
        ))}
      </Stack>
    </Stack>
  );
}
