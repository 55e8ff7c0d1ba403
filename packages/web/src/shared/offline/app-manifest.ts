import type { ShellParams } from '#web/shared/routing/paths.ts';
import { manifestPath } from '@shop/domain/app-manifest.ts';

/**
 * Points the page's web manifest at the shop and language shown, so the shop installed from
 * this page opens in them (docs/decisions/145); index.html names the default one.
 */
export function linkManifest({ shop, language }: ShellParams): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestPath(shop, language);
  if (link !== null && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
