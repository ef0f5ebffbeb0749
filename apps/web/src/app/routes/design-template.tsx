import {
  Box,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { WeatherIcon } from '../../features/weather/components/weather-icon';

const WEATHER_CHIPS = [
  { label: 'Sunny', condition: 'Clear' },
  { label: 'Partly Cloudy', condition: 'Clouds' },
  { label: 'Cloudy', condition: 'Clouds' },
  { label: 'Overcast', condition: 'Clouds' },
  { label: 'Clear', condition: 'Clear' },
  { label: 'Foggy', condition: 'Fog' },
];

const BUDGET_MAX = 200;

/** The design template (spec 2 §2): weather chips, budget type and budget slider with sample state. */
export function Component() {
  const [weather, setWeather] = useState<string[]>(['Sunny']);
  const [budgetType, setBudgetType] = useState<'per_day' | 'total'>('per_day');
  const [budget, setBudget] = useState(100);
  const toggle = (label: string) =>
    setWeather((current) =>
      current.includes(label)
        ? current.filter((w) => w !== label)
        : [...current, label],
    );
  return (
    <Box
      component="main"
      sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 6 }, py: 4 }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        Design Template
      </Typography>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" id="weather-chips-label">
            Preferred weather
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Choose any number: {weather.length ? weather.join(', ') : 'none'}
          </Typography>
          <Stack
            role="group"
            aria-labelledby="weather-chips-label"
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            {WEATHER_CHIPS.map(({ label, condition }) => {
              const isOn = weather.includes(label);
              return (
                <Chip
                  key={label}
                  label={label}
                  icon={<WeatherIcon condition={condition} />}
                  color={isOn ? 'primary' : 'default'}
                  variant={isOn ? 'filled' : 'outlined'}
                  aria-pressed={isOn}
                  onClick={() => toggle(label)}
                />
              );
            })}
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <FormControl>
            <FormLabel id="budget-type-label">Budget Type</FormLabel>
            <RadioGroup
              row
              aria-labelledby="budget-type-label"
              value={budgetType}
              onChange={(e) =>
                setBudgetType(e.target.value as 'per_day' | 'total')
              }
            >
              <FormControlLabel
                value="per_day"
                control={<Radio />}
                label="Per Day"
              />
              <FormControlLabel
                value="total"
                control={<Radio />}
                label="Total"
              />
            </RadioGroup>
          </FormControl>
          <Typography id="budget-slider-label" sx={{ mt: 2, fontWeight: 600 }}>
            Budget: ${budget} {budgetType === 'per_day' ? 'per day' : 'total'}
          </Typography>
          <Slider
            aria-labelledby="budget-slider-label"
            value={budget}
            min={0}
            max={BUDGET_MAX}
            step={10}
            marks={[
              { value: 0, label: '$0' },
              { value: BUDGET_MAX, label: `$${BUDGET_MAX}` },
            ]}
            valueLabelDisplay="auto"
            onChange={(_e, value) => setBudget(value as number)}
            sx={{ maxWidth: 480, mx: 2, width: 'calc(100% - 32px)' }}
          />
        </Paper>
      </Stack>
    </Box>
  );
}
