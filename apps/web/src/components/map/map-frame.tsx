import 'leaflet/dist/leaflet.css';
import './map.css';

import { METRO_CENTER } from '@app/shared/metro';
import { Box, Typography } from '@mui/material';
import type { LatLngBoundsExpression } from 'leaflet';
import { useState, type ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';

import { useWebConfig } from '../../lib/web-config';

// A transparent pixel stands in for tiles that cannot be fetched (offline).
const BLANK_TILE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const TILES_FAILED_NOTE =
  'The map background could not load; places and routes are still shown.';

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
  // One tile that loads means the background works; errors before any load
  // mean it does not (offline, or MAP_TILE_URL unreachable).
  const [tiles, setTiles] = useState<'loading' | 'loaded' | 'failed'>(
    'loading',
  );
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        height,
        minHeight: 320,
        borderRadius: 2,
        overflow: 'hidden',
        position: 'relative',
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
          eventHandlers={{
            // A failed tile is swapped for the blank one, which loads too.
            tileload: ({ tile }) => {
              if (tile.src !== BLANK_TILE) setTiles('loaded');
            },
            tileerror: () =>
              setTiles((state) => (state === 'loaded' ? state : 'failed')),
          }}
        />
        {children}
      </MapContainer>
      <Box
        role="status"
        sx={{
          position: 'absolute',
          top: 8,
          left: 56,
          right: 8,
          zIndex: 1000,
          pointerEvents: 'none',
        }}
      >
        {tiles === 'failed' && (
          <Typography
            variant="caption"
            component="p"
            sx={{
              display: 'inline-block',
              bgcolor: 'background.paper',
              color: 'text.primary',
              px: 1,
              py: 0.5,
              borderRadius: 1,
              boxShadow: 1,
            }}
          >
            {TILES_FAILED_NOTE}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
