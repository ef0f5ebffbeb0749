import type { BudgetType } from '@app/shared/plans';
import {
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Slider,
  Stack,
  Typography,
} from '@mui/material';

import { countOf } from '../../../lib/format-count';

import { BUDGET, RADIUS_MILES } from './budget-radius-ranges';

const BUDGET_TYPE_LABELS: Record<BudgetType, string> = {
  total: 'Total',
  per_day: 'Per Day',
  per_person: 'Per Person',
};

type Props = {
  budget: number;
  budgetType: BudgetType;
  radiusMiles: number;
  onBudget: (value: number) => void;
  onBudgetType: (value: BudgetType) => void;
  onRadius: (value: number) => void;
};

export function BudgetRadiusFields(props: Props) {
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography id="budget-label" sx={{ fontWeight: 600 }}>
          Budget: ${props.budget}
        </Typography>
        <Slider
          aria-labelledby="budget-label"
          getAriaValueText={(dollars) => `$${dollars}`}
          value={props.budget}
          min={BUDGET.min}
          max={BUDGET.max}
          step={BUDGET.step}
          marks
          valueLabelDisplay="auto"
          onChange={(_e, v) => props.onBudget(v as number)}
        />
        <FormControl size="small" sx={{ maxWidth: 240 }}>
          <InputLabel id="budget-type-label">Budget Type</InputLabel>
          <Select
            labelId="budget-type-label"
            label="Budget Type"
            value={props.budgetType}
            onChange={(e) => props.onBudgetType(e.target.value as BudgetType)}
          >
            {Object.entries(BUDGET_TYPE_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Stack spacing={1}>
        <Typography id="radius-label" sx={{ fontWeight: 600 }}>
          Search Radius: {countOf(props.radiusMiles, 'mile')}
        </Typography>
        <Slider
          aria-labelledby="radius-label"
          getAriaValueText={(miles) => countOf(miles, 'mile')}
          value={props.radiusMiles}
          min={RADIUS_MILES.min}
          max={RADIUS_MILES.max}
          step={RADIUS_MILES.step}
          valueLabelDisplay="auto"
          onChange={(_e, v) => props.onRadius(v as number)}
        />
      </Stack>
    </Stack>
  );
}
