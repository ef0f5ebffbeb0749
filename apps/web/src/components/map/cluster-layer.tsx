import L from 'leaflet';
import { useMemo, useState, type ReactNode } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';

import type { CardActivity } from '../activity-cards/card-types';

import { activityIcon, clusterIcon, clusterLabel } from './marker-icons';

const CLUSTER_RADIUS_PX = 56;
const MAX_CLUSTER_ZOOM = 16;

type ClusterLayerProps = {
  activities: readonly CardActivity[];
  renderCard: (activity: CardActivity) => ReactNode;
};

// Popups taller than the map pan their marker out of view; markers within
// half a screen of the edges stay mounted so an open popup survives.
const OFFSCREEN_PAD = 0.5;
const POPUP_MAX_HEIGHT_PX = 300;

function viewOf(map: L.Map) {
  const b = map.getBounds().pad(OFFSCREEN_PAD);
  return {
    zoom: map.getZoom(),
    box: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] as [
      number,
      number,
      number,
      number,
    ],
  };
}

/** A marker per activity in its category colour; nearby markers merge into a count until zoomed in. */
export function ClusterLayer({ activities, renderCard }: ClusterLayerProps) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  const index = useMemo(() => {
    const cluster = new Supercluster<{ activity: CardActivity }>({
      radius: CLUSTER_RADIUS_PX,
      maxZoom: MAX_CLUSTER_ZOOM,
    });
    cluster.load(
      activities.map((activity) => ({
        type: 'Feature',
        properties: { activity },
        geometry: {
          type: 'Point',
          coordinates: [activity.longitude, activity.latitude],
        },
      })),
    );
    return cluster;
  }, [activities]);

  return index.getClusters(view.box, Math.round(view.zoom)).map((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      const id = props.cluster_id;
      return (
        <Marker
          key={`cluster-${id}`}
          position={[lat, lng]}
          icon={clusterIcon(props.point_count)}
          title={clusterLabel(props.point_count)}
          eventHandlers={{
            click: () =>
              map.setView(
                [lat, lng],
                Math.min(index.getClusterExpansionZoom(id), 18),
              ),
          }}
        />
      );
    }
    const { activity } = props as { activity: CardActivity };
    return (
      <Marker
        key={activity.id}
        position={[lat, lng]}
        icon={activityIcon(activity.category, activity.name)}
        title={activity.name}
        alt={activity.name}
      >
        <Popup maxWidth={320} minWidth={220} maxHeight={POPUP_MAX_HEIGHT_PX}>
          {renderCard(activity)}
        </Popup>
      </Marker>
    );
  });
}
