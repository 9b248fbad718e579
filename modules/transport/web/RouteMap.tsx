import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

export interface MapStop {
  seq: number;
  name: string;
  latitude: number;
  longitude: number;
  /** Colour of the stop's marker (a state's colour on the actual route). */
  color?: string;
}

export interface RouteMapProps {
  stops: readonly MapStop[];
  /** The actual track as [latitude, longitude] pairs, drawn over the planned line. */
  track?: readonly [number, number][];
  /** Tile URL template ('https://…/{z}/{x}/{y}.png'); without one the map draws on a plain background. */
  tileUrl?: string | null;
  height?: number;
}

/**
 * The planned route (stops joined in order) and, when given, the actual track. Markers and lines are
 * vectors (circle markers, polylines), so they draw whether or not a tile server answers.
 */
export function RouteMap({ stops, track, tileUrl, height = 380 }: RouteMapProps) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const map = L.map(el.current, { zoomControl: true, attributionControl: Boolean(tileUrl) });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19, attribution: '© OpenStreetMap contributors' }).addTo(map);
    const planned = stops.map((s) => [s.latitude, s.longitude] as [number, number]);
    const layers: L.Layer[] = [];
    if (planned.length > 1) layers.push(L.polyline(planned, { color: '#1c7ed6', weight: 4, dashArray: '6 6' }));
    if (track && track.length > 1)
      layers.push(L.polyline(track as [number, number][], { color: '#e8590c', weight: 3 }));
    for (const s of stops)
      layers.push(
        L.circleMarker([s.latitude, s.longitude], {
          radius: 9,
          color: '#fff',
          weight: 2,
          fillColor: s.color ?? '#1c7ed6',
          fillOpacity: 1,
        }).bindTooltip(`${s.seq}. ${s.name}`, { permanent: stops.length <= 12, direction: 'top', offset: [0, -8] }),
      );
    const group = L.featureGroup(layers).addTo(map);
    const bounds = group.getBounds();
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [30, 30], maxZoom: 16 });
    else map.setView([20.59, 78.96], 5);
    return () => {
      map.remove();
    };
  }, [stops, track, tileUrl]);
  return (
    <Box>
      <VisuallyHidden>Map of the route's {stops.length} stops; the table lists them.</VisuallyHidden>
      <Box
        ref={el}
        h={height}
        style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)', background: '#f1f3f5' }}
        data-testid="route-map"
      />
      {!tileUrl && (
        <Text size="xs" c="gray.7" mt={4}>
          No map tiles configured: the stops and lines are drawn on a plain background.
        </Text>
      )}
    </Box>
  );
}
