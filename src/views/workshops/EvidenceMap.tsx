// The evidence photos on a map (issue 27 item 4; decision 047), only where the server names map
// tiles (MAP_TILE_URL, given with the details): Leaflet and its stylesheet come in this lazily
// loaded chunk, the tiles from that server alone, the markers are divIcons (no marker images, no
// other host). Each marker is a button-like link a keyboard reaches, named by the photo's gallery
// and place; the coordinates and their maps links stay in the galleries for everyone.
import { useEffect, useRef } from "react";
import * as L from "leaflet";
import "./Leaflet.css";
import "./EvidenceMap.css";

export interface MapPoint {
  key: string;
  lat: number;
  lng: number;
  /** The marker's name: the gallery and the place ("Geo tagged Location pictures: 19.0761, 72.8775 ±20 m"). */
  label: string;
}

/** The closest a fitted map zooms (a street; one point alone is shown at this zoom). */
export const MAX_FIT_ZOOM = 16;

export default function EvidenceMap({ tileUrl, points }: { tileUrl: string; points: readonly MapPoint[] }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = el.current;
    if (!node || points.length === 0) return;
    const map = L.map(node, { scrollWheelZoom: false, attributionControl: false });
    L.tileLayer(tileUrl, { maxZoom: 19, crossOrigin: false }).addTo(map);
    for (const p of points) {
      L.marker([p.lat, p.lng], {
        icon: L.divIcon({ className: "evidence-map-marker", html: "", iconSize: [18, 18], iconAnchor: [9, 9] }),
        title: p.label,
        alt: p.label,
        keyboard: true,
      }).addTo(map);
    }
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { maxZoom: MAX_FIT_ZOOM, padding: [24, 24] });
    return () => {
      map.remove();
    };
  }, [tileUrl, points]);
  return <div ref={el} className="evidence-map" data-points={points.length} />;
}
