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
 *
 * It keeps its content's width beside a full-width field: Button's
 * `min-width: 64px` replaces a flex item's content-sized minimum, so the row
 * squeezed "Use Current Location" until its icon met the border.
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
      sx={[{ flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {locating ? busyLabel : label}
    </Button>
  );
}
