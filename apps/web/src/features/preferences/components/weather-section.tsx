import {
  PREFERENCE_RANGES,
  TOLERANCE_LEVELS,
  WEATHER_CONDITIONS,
  type Preferences,
} from '@app/shared/preferences';
import {
  FormControlLabel,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId } from 'react';

import { ChipSelect } from './chip-select';
import { LabelledSlider } from './labelled-slider';

const { temperature, precipitation } = PREFERENCE_RANGES;
type Tolerance = (typeof TOLERANCE_LEVELS)[number];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const CONDITION_OPTIONS = WEATHER_CONDITIONS.map((c) => ({
  value: c,
  label: capitalize(c),
}));

/** A stored 0 shows as 30, as the original editor does (spec 1 §5). */
const displayedPrecipitation = (value: number) => value || 30;

function ToleranceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Tolerance;
  onChange: (value: Tolerance) => void;
}) {
  const id = useId();
  return (
    <Stack spacing={1}>
      <Typography id={id} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        aria-labelledby={id}
        exclusive
        size="small"
        color="primary"
        value={value}
        onChange={(_, next: Tolerance | null) => next && onChange(next)}
      >
        {TOLERANCE_LEVELS.map((level) => (
          <ToggleButton key={level} value={level} sx={{ px: 4 }}>
            {capitalize(level)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

type WeatherSectionProps = {
  values: Preferences;
  onChange: (patch: Partial<Preferences>) => void;
};

export function WeatherSection({ values, onChange }: WeatherSectionProps) {
  const rain = displayedPrecipitation(values.precipitation_tolerance);
  return (
    <Stack spacing={5}>
      <LabelledSlider
        label="Comfortable temperature"
        valueText={`${values.outdoor_temp_min}°F – ${values.outdoor_temp_max}°F`}
        value={[values.outdoor_temp_min, values.outdoor_temp_max]}
        min={temperature.min}
        max={temperature.max}
        step={temperature.step}
        disableSwap
        getAriaLabel={(i) =>
          i === 0 ? 'Minimum temperature' : 'Maximum temperature'
        }
        getAriaValueText={(v) => `${v}°F`}
        onChange={(_, v) => {
          const [min, max] = v as number[];
          onChange({ outdoor_temp_min: min!, outdoor_temp_max: max! });
        }}
      />
      <LabelledSlider
        label="Precipitation tolerance"
        valueText={`${rain}%`}
        value={rain}
        min={precipitation.min}
        max={precipitation.max}
        step={precipitation.step}
        getAriaValueText={(v) => `${v}%`}
        onChange={(_, v) => onChange({ precipitation_tolerance: v as number })}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <ToleranceField
          label="Rain tolerance"
          value={values.rain_tolerance}
          onChange={(v) => onChange({ rain_tolerance: v })}
        />
        <ToleranceField
          label="Wind tolerance"
          value={values.wind_tolerance}
          onChange={(v) => onChange({ wind_tolerance: v })}
        />
        <ToleranceField
          label="Humidity sensitivity"
          value={values.humidity_sensitivity}
          onChange={(v) => onChange({ humidity_sensitivity: v })}
        />
      </Stack>
      <ChipSelect
        label="Preferred weather"
        options={CONDITION_OPTIONS}
        selected={values.preferred_weather_conditions}
        onChange={(next) => onChange({ preferred_weather_conditions: next })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <FormControlLabel
          control={
            <Switch
              checked={values.prefers_cold_weather_activities}
              onChange={(e) =>
                onChange({ prefers_cold_weather_activities: e.target.checked })
              }
            />
          }
          label="Enjoy cold-weather activities"
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.prefers_hot_weather_activities}
              onChange={(e) =>
                onChange({ prefers_hot_weather_activities: e.target.checked })
              }
            />
          }
          label="Enjoy hot-weather activities"
        />
      </Stack>
    </Stack>
  );
}
