import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import MapIcon from '@mui/icons-material/Map';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';

export type ListOrMap = 'list' | 'map';

/** Shows activities as cards or on a map. */
export function ListMapToggle({
  value,
  onChange,
}: {
  value: ListOrMap;
  onChange: (value: ListOrMap) => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: ListOrMap | null) => next && onChange(next)}
      aria-label="Show activities as"
    >
      <ToggleButton value="list">
        <FormatListBulletedIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
        List
      </ToggleButton>
      <ToggleButton value="map">
        <MapIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
        Map
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
