/**
 * Fetching an address an operator's import names (an article picture, an invoice's PDF) from
 * the public internet only (docs/decisions/104-import-fetches-public-hosts-only.md): http and
 * https, and every address the host resolves to must be a public unicast one; loopback,
 * private, link-local (the cloud metadata service), carrier-grade NAT, multicast, reserved and
 * the IPv6 forms that embed an IPv4 address are refused. The address is checked where the
 * connection is made (the resolver the socket uses), so a name that resolves differently the
 * second time gains nothing, and every redirect is followed by hand and checked the same way.
 * The ranges are ipaddr.js's, not the shop's own list.
 */
import dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { asCidr } from '#server/config/address-range.ts';

/** Redirects followed at most; one more is refused. */
export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface FetchPolicy {
  /**
   * Ranges outside the public internet an import may reach anyway (CIDR, `10.1.0.0/16`, or one
   * address); empty by default. The tests name their local server's address.
   */
  allowedPrivate: readonly string[];
}

export const PUBLIC_ONLY: FetchPolicy = { allowedPrivate: [] };

/** An address the import may not fetch from; `message` says why. */
export class AddressRefused extends Error {}

/** What a fetch answers: enough of a Response to read it with a size limit. */
export interface FetchedResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  body: {
    getReader(): {
      read(): Promise<{ done: true; value?: undefined } | { done: false; value: Uint8Array }>;
      cancel(): Promise<void>;
    };
    cancel(): Promise<void>;
  } | null;
}

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

/** True when the policy lets the import reach `address`. */
export function addressAllowed(address: string, policy: FetchPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed: Parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.range() === 'unicast') return true;
  return policy.allowedPrivate.some((range) => {
    const [base, bits] = ipaddr.parseCIDR(asCidr(range));
    return base.kind() === parsed.kind() && parsed.match(base, bits);
  });
}

/** Refuses a URL that is not http(s) or names a host by an address the policy does not allow. */
function checkUrl(url: URL, policy: FetchPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AddressRefused('only http and https addresses are fetched');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(host) && !addressAllowed(host, policy))
    throw new AddressRefused(`${host} is not a public address`);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The socket's resolver: answers only when every address of the name is allowed (the retailer webhooks connect through it too). */
export function guardedLookup(policy: FetchPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((entry) => !addressAllowed(entry.address, policy));
      if (refused)
        return callback(
          Object.assign(
            new AddressRefused(`${hostname} resolves to ${refused.address}, not a public address`),
            {
              code: 'ADDRESS_REFUSED',
            },
          ),
          '',
        );
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** The refusal inside a failed fetch, if the guard refused it. */
function refusalIn(error: unknown): AddressRefused | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (cause instanceof AddressRefused) return cause;
  return undefined;
}

/**
 * GETs `address`, following at most MAX_REDIRECTS redirects, each hop checked; throws
 * AddressRefused for a refused address and the fetch's error when it cannot be reached.
 */
export async function fetchPublic(
  address: string,
  policy: FetchPolicy,
  timeoutMs: number,
): Promise<FetchedResponse> {
  // loaded for the first fetch, not at start (docs/decisions/084-start-in-parallel.md)
  const { Agent, fetch } = await import('undici');
  const agent = new Agent({ connect: { lookup: guardedLookup(policy) } });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      checkUrl(url, policy);
      const response = await fetch(url, { redirect: 'manual', dispatcher: agent, signal });
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || location === null) return response;
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new AddressRefused(`more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
    }
  } catch (error) {
    throw refusalIn(error) ?? error;
  } finally {
    // waits for the answer's body to be read, then lets its connection go
    void agent.close();
  }
}
