import 'leaflet/dist/leaflet.css';
import './map.css';

import { METRO_CENTER } from '@app/shared/metro';
import { Box } from '@mui/material';
import type { LatLngBoundsExpression } from 'leaflet';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';

import { useWebConfig } from '../../lib/web-config';

// A transparent pixel stands in for tiles that cannot be fetched (offline).
const BLANK_TILE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type MapFrameProps = {
  bounds: LatLngBoundsExpression | null;
  label: string;
  height?: number | string;
  children: ReactNode;
};

/** The tile layer from MAP_TILE_URL with its attribution, over a plain background. */
export function MapFrame({
  bounds,
  label,
  height = '60vh',
  children,
}: MapFrameProps) {
  const config = useWebConfig();
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        height,
        minHeight: 320,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': { height: '100%', width: '100%' },
      }}
    >
      <MapContainer
        className="wp-map"
        {...(bounds
          ? { bounds, boundsOptions: { padding: [32, 32], maxZoom: 15 } }
          : { center: [METRO_CENTER.lat, METRO_CENTER.lng], zoom: 11 })}
        scrollWheelZoom={false}
      >
        <TileLayer
          url={config.map_tile_url}
          attribution={config.map_attribution}
          errorTileUrl={BLANK_TILE}
        />
        {children}
      </MapContainer>
    </Box>
  );
}
