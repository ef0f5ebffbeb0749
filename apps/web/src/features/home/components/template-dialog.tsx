import {
  DEFAULT_SEARCH_DISTANCE_MILES,
  MAX_SEARCH_DISTANCE_MILES,
  MIN_SEARCH_DISTANCE_MILES,
  TEMPLATE_REQUIRED_FIELDS_MESSAGE,
  defaultTemplateDates,
  type BuiltInTemplate,
  type LatLng,
} from '@app/shared/templates';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';

import { LocateButton } from '../../../components/forms/locate-button';
import { PlaceField } from '../../../components/forms/place-field';
import { LimitsMeter } from '../../../components/premium/limits-meter';
import { useLimitReached } from '../../../components/premium/use-limit-reached';
import { useGeolocation } from '../../../lib/geolocation';
import { geocode } from '../../plans/api/geocode';
import { reverseGeocode } from '../../plans/api/reverse-geocode';

export const LOCATE_FAILED =
  'Unable to get your location. Please enter it manually.';
const placeNotFound = (text: string) =>
  `We couldn't find '${text}'. Try a neighborhood, city or address.`;
const LOCATE_TIMEOUT_MS = 5000;

type TemplatePlanForm = {
  template: BuiltInTemplate;
  location: string;
  coords: LatLng | null;
  radiusMiles: number;
  startDate: string;
  endDate: string;
};

export type TemplateDialogProps = {
  template: BuiltInTemplate;
  onClose: () => void;
  /**
   * Creates the plan; resolves null when it did, else to why not (the dialog
   * then stays open and says so).
   */
  onCreate: (form: TemplatePlanForm) => Promise<string | null>;
};

const LOCATE_OPTIONS = {
  enableHighAccuracy: true,
  timeout: LOCATE_TIMEOUT_MS,
  maximumAge: 0,
};

export function TemplateDialog({
  template,
  onClose,
  onCreate,
}: TemplateDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [dates] = useState(() => defaultTemplateDates());
  const [location, setLocation] = useState('');
  const [coords, setCoords] = useState<LatLng | null>(null);
  const [located, setLocated] = useState(false);
  const [radius, setRadius] = useState(String(DEFAULT_SEARCH_DISTANCE_MILES));
  const [startDate, setStartDate] = useState(dates.startDate);
  const [endDate, setEndDate] = useState(dates.endDate);
  const [error, setError] = useState<string | null>(null);
  const geo = useGeolocation(LOCATE_OPTIONS);
  const [creating, setCreating] = useState(false);
  // At the plan limit Create My Plan can only fail: the way on is the upgrade.
  const atLimit = useLimitReached('plans', error);

  const radiusMiles = Number(radius);
  const radiusValid =
    Number.isFinite(radiusMiles) &&
    radiusMiles >= MIN_SEARCH_DISTANCE_MILES &&
    radiusMiles <= MAX_SEARCH_DISTANCE_MILES;

  /** A field's new value; the last attempt's error no longer describes the form. */
  const edit =
    (set: (value: string) => void) =>
    (event: { target: { value: string } }) => {
      setError(null);
      set(event.target.value);
    };

  const handleLocate = async () => {
    setError(null);
    const found = await geo.locate();
    if (found) {
      setCoords(found);
      setLocated(true);
      // The plan centres on the device, so the field names where that is
      // rather than keep a typed place it would only wear as a label.
      setLocation((await reverseGeocode(found.lat, found.lng)).text);
    } else {
      setError(LOCATE_FAILED);
    }
  };

  const handleCreate = async () => {
    const text = location.trim();
    if ((!coords && !text) || !startDate || !endDate) {
      setError(TEMPLATE_REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setError(null);
    if (!radiusValid) return;
    setCreating(true);
    // A typed place is looked up, so the plan is centred where it says.
    const place = coords ?? (await geocode(text).catch(() => null));
    if (!place) {
      setCreating(false);
      setError(placeNotFound(text));
      return;
    }
    const failure = await onCreate({
      template,
      location,
      coords: place,
      radiusMiles,
      startDate,
      endDate,
    });
    setCreating(false);
    if (failure === null) onClose();
    else setError(failure);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="template-dialog-title"
    >
      <DialogTitle id="template-dialog-title">{template.title}</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {template.description}
        </Typography>
        <Typography variant="subtitle2" component="h3">
          Interests
        </Typography>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
          useFlexGap
        >
          {template.interests.map((interest) => (
            <Chip
              key={interest}
              size="small"
              label={interest}
              color="primary"
              variant="outlined"
            />
          ))}
        </Stack>
        <Typography variant="body2">
          Budget: ${template.budgetRange.min}-${template.budgetRange.max}
        </Typography>
        <Typography variant="body2" sx={{ mb: 3 }}>
          Time: {template.timeEstimate}
        </Typography>
        <Stack spacing={3}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <PlaceField
              label="Location"
              required
              value={location}
              onTextChange={(text) => {
                setError(null);
                setLocation(text);
                setCoords(null);
                setLocated(false);
              }}
              onPick={(place) => {
                setError(null);
                setLocated(false);
                setLocation(place.text);
                setCoords(place.coords);
              }}
              placeholder="Neighbourhood or address"
              helperText={
                located
                  ? 'Plans search around your current location'
                  : 'Plans search around the place you type'
              }
            />
            <LocateButton
              label="Use My Location"
              locating={geo.isLocating}
              onLocate={() => void handleLocate()}
              sx={{ minHeight: 56 }}
            />
          </Stack>
          <TextField
            label="Search Distance (miles)"
            type="number"
            value={radius}
            onChange={edit(setRadius)}
            error={!radiusValid}
            helperText={
              radiusValid
                ? undefined
                : `Enter ${MIN_SEARCH_DISTANCE_MILES} to ${MAX_SEARCH_DISTANCE_MILES} miles`
            }
            slotProps={{
              htmlInput: {
                min: MIN_SEARCH_DISTANCE_MILES,
                max: MAX_SEARCH_DISTANCE_MILES,
              },
            }}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <TextField
              label="Start Date"
              type="date"
              required
              value={startDate}
              onChange={edit(setStartDate)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="End Date"
              type="date"
              required
              value={endDate}
              onChange={edit(setEndDate)}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: startDate },
              }}
            />
          </Box>
          {atLimit ? (
            <LimitsMeter feature="plans" />
          ) : error ? (
            <Alert severity="error">{error}</Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {!atLimit && (
          <Button
            variant="contained"
            onClick={() => void handleCreate()}
            disabled={creating}
          >
            {creating ? 'Creating Plan...' : 'Create My Plan'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
