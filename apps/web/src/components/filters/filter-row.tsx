import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

import { LabelledSelect, type SelectOption } from '../forms/labelled-select';

/** One dropdown of the row, setting the filter named `key`. */
export type RowSelect<F> = {
  [K in keyof F]: F[K] extends string | number
    ? {
        key: K;
        id: string;
        label: string;
        options: readonly SelectOption<F[K]>[];
        minWidth: number;
      }
    : never;
}[keyof F];

/**
 * A filter panel's row of small dropdowns, then `children` for the controls
 * that are not dropdowns; it stops stacking from the `breakpoint` up.
 */
export function FilterRow<F>({
  filters,
  onChange,
  selects,
  breakpoint,
  spacing,
  children,
}: {
  filters: F;
  onChange: (filters: F) => void;
  selects: readonly RowSelect<F>[];
  breakpoint: 'sm' | 'md';
  spacing: number;
  children: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', [breakpoint]: 'row' }}
      spacing={spacing}
      sx={{ alignItems: { [breakpoint]: 'center' } }}
    >
      {selects.map((select) => (
        <LabelledSelect
          key={select.id}
          id={select.id}
          label={select.label}
          value={filters[select.key] as string | number}
          options={select.options as readonly SelectOption<string | number>[]}
          onChange={(value) => onChange({ ...filters, [select.key]: value })}
          size="small"
          sx={{ minWidth: select.minWidth }}
        />
      ))}
      {children}
    </Stack>
  );
}
