import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { ContactMapResponse } from '@shop/domain/api/content-contact.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';

/** The pin of the drawing, so both maps mark the door alike; no image for the bundler to find. */
const PIN = `<svg viewBox="-16 -50 32 50" width="32" height="50" aria-hidden="true"><path d="M0 0 C-14 -18 -16 -26 -16 -32 A16 16 0 1 1 16 -32 C16 -26 14 -18 0 0Z" fill="#c2410c"/><circle cx="0" cy="-32" r="6" fill="#fff"/></svg>`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/**
 * The contact page's map: Leaflet with the tile server's tiles, loaded only once the visitor
 * agreed (contact-map.tsx). Leaflet's own keyboard handling stays on: the map takes the focus,
 * the arrow keys pan and + and - zoom; the zoom buttons are in the tab order. The scroll wheel
 * scrolls the page, not the map.
 */
export function ContactLiveMap({ map, label }: { map: ContactMapResponse; label: string }) {
  const { t } = useTranslation('content');
  const element = useRef<HTMLDivElement>(null);
  const zoomIn = t('contact.mapZoomIn');
  const zoomOut = t('contact.mapZoomOut');
  const marker = t('contact.mapMarker');
  useEffect(() => {
    if (!element.current) return;
    const centre: L.LatLngTuple = [map.latitude, map.longitude];
    const leaflet = L.map(element.current, {
      zoomControl: false,
      attributionControl: false,
      scrollWheelZoom: false,
    }).setView(centre, map.zoom);
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(leaflet);
    L.control
      .attribution({ prefix: false })
      .addAttribution(
        `<a href="${escapeHtml(map.attribution.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(map.attribution.text)}</a>`,
      )
      .addTo(leaflet);
    L.tileLayer(map.tileUrl, { maxZoom: 19 }).addTo(leaflet);
    L.marker(centre, {
      icon: L.divIcon({ html: PIN, className: '', iconSize: [32, 50], iconAnchor: [16, 50] }),
      title: marker,
      alt: marker,
      keyboard: false,
    }).addTo(leaflet);
    return () => {
      leaflet.remove();
    };
  }, [map, zoomIn, zoomOut, marker]);
  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      className="isolate aspect-[20/13] w-full bg-[#eef2ea]"
    />
  );
}
