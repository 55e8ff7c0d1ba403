import ipaddr from 'ipaddr.js';

/**
 * One address or a CIDR range, as the setting of private ranges an import may fetch from holds
 * them (docs/decisions/104-import-fetches-public-hosts-only.md). Kept with the settings that
 * check it, below the fetch that applies it.
 */
export const asCidr = (range: string) =>
  range.includes('/') ? range : `${range}/${range.includes(':') ? 128 : 32}`;

/** True for one address or a CIDR range. */
export function isAddressRange(range: string): boolean {
  return ipaddr.isValidCIDR(asCidr(range));
}
