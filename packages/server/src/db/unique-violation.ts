/** True for a violated unique constraint, on SQLite and on PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * True for any violated integrity constraint (unique, foreign key, not null, check), on SQLite
 * and on PostgreSQL (SQLSTATE class 23).
 */
export function isConstraintViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && (code.startsWith('23') || code.startsWith('SQLITE_CONSTRAINT'))
  );
}
