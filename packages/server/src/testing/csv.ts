/**
 * A CSV answer of the shop (docs/decisions/035-csv-exports.md) as rows of cells: the mark and the one closing line break dropped, so a
 * blank line inside the answer still shows as a row.
 */
export function csvRows(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split(';'));
}
