/**
 * What event tracking may keep of a page address (docs/decisions/052-event-tracking-and-consent.md):
 * pages whose last segment is a secret (recovery, newsletter and portal links, polls, prepared
 * baskets) are kept with the secret replaced, so a tracked path never opens anything.
 */
const SECRET_PAGES = [
  'password-recovery',
  'newsletter-unsubscribe',
  'newsletter-email-validation',
  'loginPortal',
  'poll',
  'preparedBasket',
];

const SECRET_SEGMENT = new RegExp(`/(${SECRET_PAGES.join('|')})/[^/]+`, 'g');

export const HIDDEN_SEGMENT = ':hidden';

/** The path without query, fragment and secret segments. */
export function trackedPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!;
  return bare.replace(SECRET_SEGMENT, `/$1/${HIDDEN_SEGMENT}`);
}
