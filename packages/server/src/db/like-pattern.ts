import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * "Contains this text, in any case", matched literally: the text's own % _ and backslash are
 * escaped, so a search for "50%" finds "50%" and not "500" (ESCAPE works on both databases).
 */
export function containsText(column: Expression<string>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${column}) like ${pattern} escape '\\'`;
}
