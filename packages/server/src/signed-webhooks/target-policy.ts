/**
 * Where a webhook a retailer registers may point (docs/decisions/141-webhook-target-policy.md):
 * https only, and a host whose every address is public unicast: no loopback, private,
 * link-local (the cloud metadata service), unique-local, carrier-grade NAT, multicast, reserved
 * or IPv4-mapped form of one. Checked when the address is registered and again at every
 * delivery, where the socket connects only to an address the guarded resolver checked, so a name
 * that resolves to a public address first and to a private one later (DNS rebinding) gains
 * nothing. The ranges are those of the import's fetch (files/public-fetch.ts).
 */
import dns from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { Dispatcher } from 'undici';
import { addressAllowed, guardedLookup, PUBLIC_ONLY } from '#server/files/public-fetch.ts';

/**
 * The exemptions of the check: none in production. A test names its receiver's exact origin
 * (`http://127.0.0.1:40123`), which then is reached as it is, while every other loopback address
 * and port stays refused.
 */
export class TargetPolicy {
  readonly #exempt = new Set<string>();

  /** Lets deliveries reach this one origin (scheme, host and port) unchecked. */
  exemptOrigin(origin: string): void {
    this.#exempt.add(new URL(origin).origin);
  }

  isExempt(url: URL): boolean {
    return this.#exempt.has(url.origin);
  }
}

export type TargetVerdict = 'ok' | 'invalid' | 'not-https' | 'not-public' | 'unresolved';

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The verdict that needs no DNS: the form of the address and a literal IP in it. */
function formVerdict(address: string, policy: TargetPolicy): TargetVerdict | URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'invalid';
  }
  // a password in the address would be stored and shown in the delivery log
  if (url.username !== '' || url.password !== '') return 'invalid';
  if (policy.isExempt(url)) return url;
  if (url.protocol !== 'https:') return 'not-https';
  // the URL parser has already turned 2130706433 and 0x7f.1 into 127.0.0.1
  const host = hostOf(url);
  if (ipaddr.isValid(host) && !addressAllowed(host, PUBLIC_ONLY)) return 'not-public';
  return url;
}

/** Checks an address at registration: its form, then every address its host resolves to. */
export async function checkTarget(address: string, policy: TargetPolicy): Promise<TargetVerdict> {
  const url = formVerdict(address, policy);
  if (!(url instanceof URL)) return url;
  if (policy.isExempt(url)) return 'ok';
  const host = hostOf(url);
  if (ipaddr.isValid(host)) return 'ok';
  try {
    const addresses = await dns.lookup(host, { all: true, verbatim: true });
    if (addresses.length === 0) return 'unresolved';
    return addresses.every((entry) => addressAllowed(entry.address, PUBLIC_ONLY))
      ? 'ok'
      : 'not-public';
  } catch {
    return 'unresolved';
  }
}

/** An address refused at delivery, with the reason the log shows. */
export class TargetRefused extends Error {
  readonly code = 'TARGET_REFUSED';
}

/**
 * The connection of one delivery: for an exempt origin none of its own; otherwise an agent whose
 * resolver refuses a non-public address. Throws TargetRefused for an address refused by its form.
 */
export async function deliveryDispatcher(
  address: string,
  policy: TargetPolicy,
): Promise<Dispatcher | undefined> {
  const url = formVerdict(address, policy);
  if (!(url instanceof URL)) throw new TargetRefused(`${address} is refused (${url})`);
  if (policy.isExempt(url)) return undefined;
  // loaded for the first delivery, not at start (docs/decisions/084-start-in-parallel.md)
  const { Agent } = await import('undici');
  return new Agent({ connect: { lookup: guardedLookup(PUBLIC_ONLY) } });
}
