import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Button, type SxProps, type Theme } from '@mui/material';

/** Fills a location field from the device's position; waits while it is found. */
export function LocateButton({
  label,
  locating,
  onLocate,
  sx,
}: {
  label: string;
  locating: boolean;
  onLocate: () => void;
  sx: SxProps<Theme>;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<MyLocationIcon />}
      onClick={onLocate}
      disabled={locating}
      sx={sx}
    >
      {locating ? 'Getting...' : label}
    </Button>
  );
}
