import MyLocationIcon from '@mui/icons-material/MyLocation';
import {
  Button,
  CircularProgress,
  type SxProps,
  type Theme,
} from '@mui/material';

/**
 * Fills a location field from the device's position; waits while it is found.
 * It is not `disabled` meanwhile: a disabled button drops keyboard focus to
 * the page, and a screen reader loses its place.
 */
export function LocateButton({
  label,
  busyLabel = 'Getting...',
  locating,
  onLocate,
  sx,
}: {
  label: string;
  busyLabel?: string;
  locating: boolean;
  onLocate: () => void;
  sx: SxProps<Theme>;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={
        locating ? (
          <CircularProgress size={16} aria-hidden />
        ) : (
          <MyLocationIcon />
        )
      }
      onClick={locating ? undefined : onLocate}
      aria-disabled={locating || undefined}
      sx={sx}
    >
      {locating ? busyLabel : label}
    </Button>
  );
}
