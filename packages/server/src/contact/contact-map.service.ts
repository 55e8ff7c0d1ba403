import { CONTACT_MAP_ZOOM, type ContactMapResponse } from '@shop/domain/api/content-contact.ts';
import type { AppConfig } from '#server/config/env.ts';
import { readContentSettings } from '#server/content/content-settings.ts';
import type { DbOrTx } from '#server/db/database.ts';

/** The imprint's address (Musterkai 12, Hamburg) while the content settings name no location. */
export const DEFAULT_CONTACT_LOCATION = { latitude: 53.5413, longitude: 9.9957 } as const;

/** GET /api/contact/map: the location of the content settings and the operator's tile server. */
export async function loadContactMap(
  db: DbOrTx,
  mapTiles: AppConfig['mapTiles'],
): Promise<ContactMapResponse> {
  const settings = await readContentSettings(db);
  const { latitude, longitude } = settings?.contactLocation ?? DEFAULT_CONTACT_LOCATION;
  return {
    latitude,
    longitude,
    zoom: CONTACT_MAP_ZOOM,
    tileUrl: mapTiles.url,
    attribution: mapTiles.attribution,
  };
}

/**
 * The tile server's origin for the CSP's img-src: a {s} subdomain placeholder becomes the
 * wildcard of any subdomain.
 */
export function mapTileImageSources(tileUrl: string): string[] {
  const origin = /^https?:\/\/[^/]+/.exec(tileUrl)?.[0];
  return origin ? [origin.replace('{s}', '*')] : [];
}
