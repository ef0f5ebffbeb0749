import { BUCKET_PRIORITIES, SEASONS } from '@app/shared/bucket-list';
import SearchIcon from '@mui/icons-material/Search';
import {
  FormControl,
  InputAdornment,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';

import {
  PRIORITY_LABELS,
  SEASON_LABELS,
  type BucketFilters,
} from './bucket-filter';

function FilterSelect<K extends keyof BucketFilters>({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: K;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (name: K, value: string) => void;
}) {
  const id = `bucket-filter-${name}`;
  return (
    <FormControl sx={{ flex: 1, minWidth: 0 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
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

export function BucketToolbar({
  filters,
  onChange,
}: {
  filters: BucketFilters;
  onChange: (filters: BucketFilters) => void;
}) {
  const set = (name: keyof BucketFilters, value: string) =>
    onChange({ ...filters, [name]: value } as BucketFilters);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 4 }}>
      <TextField
        placeholder="Search bucket list..."
        value={filters.search}
        onChange={(e) => set('search', e.target.value)}
        sx={{ flex: 1 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search bucket list' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={2} sx={{ flex: { md: '0 0 440px' } }}>
        <FilterSelect
          name="priority"
          label="Priority"
          value={filters.priority}
          onChange={set}
          options={[
            { value: 'all', label: 'All' },
            ...BUCKET_PRIORITIES.map((p) => ({
              value: p,
              label: PRIORITY_LABELS[p],
            })),
          ]}
        />
        <FilterSelect
          name="season"
          label="Season"
          value={filters.season}
          onChange={set}
          options={[
            { value: 'all', label: 'All' },
            { value: 'anytime', label: 'Anytime' },
            ...SEASONS.map((s) => ({ value: s, label: SEASON_LABELS[s] })),
          ]}
        />
        <FilterSelect
          name="status"
          label="Status"
          value={filters.status}
          onChange={set}
          options={[
            { value: 'all', label: 'All' },
            { value: 'pending', label: 'Pending' },
            { value: 'completed', label: 'Completed' },
          ]}
        />
      </Stack>
    </Stack>
  );
}
