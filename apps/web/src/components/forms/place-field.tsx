import type { LatLng } from '@app/shared/templates';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';

import {
  usePlaceSuggestions,
  type PlaceSuggestion,
} from '../../features/plans/api/suggest-places';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const SUGGEST_DEBOUNCE_MS = 250;

const KIND_WORDS: Record<PlaceSuggestion['type'], string> = {
  neighborhood: 'Neighborhood',
  city: 'City',
  landmark: 'Landmark',
  postcode: 'ZIP code',
  venue: 'Place',
};

type PlaceFieldProps = {
  label: string;
  value: string;
  /** The user typed: the text no longer names a picked place. */
  onTextChange: (text: string) => void;
  /** The user chose a suggestion: its address and where it is. */
  onPick: (place: { text: string; coords: LatLng }) => void;
  helperText?: string;
  placeholder?: string;
  required?: boolean;
  error?: boolean;
};

/** A place text box that offers the metro places its text may mean. */
export function PlaceField({
  label,
  value,
  onTextChange,
  onPick,
  helperText,
  placeholder,
  required,
  error,
}: PlaceFieldProps) {
  const typed = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(typed);
  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      freeSolo
      fullWidth
      options={value.trim() ? (suggestions.data ?? []) : []}
      // The server has already matched and ranked them.
      filterOptions={(options) => options}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') onTextChange(text);
      }}
      onChange={(_event, option) => {
        if (option && typeof option !== 'string') {
          onPick({
            text: option.formatted_address,
            coords: { lat: option.latitude, lng: option.longitude },
          });
        }
      }}
      getOptionLabel={(option) =>
        typeof option === 'string' ? option : option.formatted_address
      }
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {KIND_WORDS[option.type]} · {option.formatted_address}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          placeholder={placeholder}
          helperText={helperText}
        />
      )}
    />
  );
}
