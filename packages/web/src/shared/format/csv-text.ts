import type { Input, Options } from 'csv-stringify/browser/esm/sync';

/**
 * CSV text from records, with csv-stringify loaded by the first export: the library (10 KB
 * gzip) was fetched before the first paint of every list and basket page (decision 068).
 */
export async function csvText(input: Input, options: Options): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  return stringify(input, options);
}
