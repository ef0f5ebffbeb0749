/** Words for the OpenStreetMap facts kept on a place (`activities.amenities`). */

const AMENITY_LABELS: Record<string, Record<string, string>> = {
  wheelchair: {
    yes: 'Wheelchair accessible',
    limited: 'Limited wheelchair access',
    no: 'Not wheelchair accessible',
  },
  parking: {
    yes: 'Parking on site',
    customers: 'Customer parking',
    surface: 'Parking lot',
    'multi-storey': 'Parking garage',
    underground: 'Underground parking',
    street_side: 'Street parking',
    no: 'No parking on site',
  },
  outdoor_seating: { yes: 'Outdoor seating' },
  takeout: { yes: 'Takeout', only: 'Takeout only' },
  delivery: { yes: 'Delivery' },
};

type Amenities = Readonly<Record<string, string>> | null | undefined;

function labelOf(key: string, value: string): string | undefined {
  if (key.startsWith('diet:') && (value === 'yes' || value === 'only')) {
    const diet = key.slice(5).replace(/_/g, ' ');
    return value === 'only' ? `${diet} only` : `${diet} options`;
  }
  return AMENITY_LABELS[key]?.[value];
}

/** 'wheelchair=yes', 'diet:vegan=only' -> words a visitor reads. */
export function amenityLabels(amenities: Amenities): string[] {
  return Object.entries(amenities ?? {}).flatMap(([key, value]) => {
    const label = labelOf(key, value);
    return label ? [label] : [];
  });
}

/** The same words grouped as accessibility, parking and the rest; keys only when known. */
export function amenityGroups(amenities: Amenities): {
  accessibility?: string;
  parking?: string;
  amenities?: string[];
} {
  const groups: {
    accessibility?: string;
    parking?: string;
    amenities?: string[];
  } = {};
  for (const [key, value] of Object.entries(amenities ?? {})) {
    const label = labelOf(key, value);
    if (!label) continue;
    if (key === 'wheelchair') groups.accessibility = label;
    else if (key === 'parking') groups.parking = label;
    else groups.amenities = [...(groups.amenities ?? []), label];
  }
  return groups;
}
