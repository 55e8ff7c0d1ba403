/** Below SQLite's 32,766 bound parameters and PostgreSQL's 65,535 per statement. */
export const MAX_PARAMETERS = 30_000;

/** Splits rows so that no statement binds more than MAX_PARAMETERS values. */
export function chunksOf<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns)));
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size)
    chunks.push(rows.slice(start, start + size));
  return chunks;
}
