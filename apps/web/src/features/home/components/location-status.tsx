import LocationOffIcon from '@mui/icons-material/LocationOff';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import { Alert, Chip } from '@mui/material';

import type { HomeLocation } from '../hooks/use-home-location';

export function LocationStatus({ location }: { location: HomeLocation }) {
  if (location.status === 'detecting') {
    return (
      <Chip
        icon={<LocationOnIcon />}
        label="Detecting your location..."
        variant="outlined"
      />
    );
  }
  if (location.status === 'detected') {
    return (
      <Chip
        icon={<LocationOnIcon />}
        label="Using your location"
        color="success"
        variant="outlined"
      />
    );
  }
  return (
    <Alert severity="info" icon={<LocationOffIcon />} sx={{ py: 0 }}>
      <strong>Location not detected</strong>: {location.reason}. Showing Denver,
      CO.
    </Alert>
  );
}
