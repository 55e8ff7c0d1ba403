/** First path segments answered by the API (spec tables); everything else belongs to the web client. */
export const API_PREFIXES = [
  'api',
  'account',
  'intern',
  'basket',
  'auth',
  'loca',
  'newsletter',
  'export',
  'portal',
  'articles',
  'images',
] as const;

export function isApiPath(url: string): boolean {
  const first = url.split('?')[0]!.split('/')[1] ?? '';
  return (API_PREFIXES as readonly string[]).includes(first);
}
