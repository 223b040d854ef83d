/** A place the site can point at on a map (an event venue, a merchant outlet). */
export interface MapPlace {
  name: string;
  address: string;
  city: string;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * A Google Maps search for the place: its coordinates when known (an exact pin), otherwise its
 * name and address (Maps geocodes them). Opened beside the page, never in it.
 */
export function mapSearchUrl(place: MapPlace): string {
  const query =
    place.latitude != null && place.longitude != null
      ? `${place.latitude},${place.longitude}`
      : [place.name, place.address, place.city].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
