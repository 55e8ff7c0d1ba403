/**
 * Small helpers the record types share to turn their JSON shape into flat CSV cells and back
 * (docs/decisions/093-account-and-document-import.md). Reading never checks: a cell that is not
 * what the field wants is handed on as text, so the record's schema refuses it with its own
 * message and field path.
 */
import type { ImportProblem, Located } from './record-type.ts';

/** Lists in one cell are separated by a vertical bar: `34391|34441`. */
export const LIST_SEPARATOR = '|';

export const toCell = {
  text: (value: string | null): string => value ?? '',
  bool: (value: boolean): string => (value ? 'true' : 'false'),
  int: (value: number | null): string => (value === null ? '' : String(value)),
  list: (values: readonly (string | number)[]): string => values.join(LIST_SEPARATOR),
};

export const fromCell = {
  /** `true` and `false` as booleans; anything else as written */
  bool(cell: string | undefined): unknown {
    if (cell === 'true') return true;
    if (cell === 'false') return false;
    return cell;
  },
  /** a whole number as a number; anything else as written */
  int(cell: string | undefined): unknown {
    return cell !== undefined && /^-?\d{1,15}$/.test(cell) ? Number(cell) : cell;
  },
  list<T>(cell: string | undefined, item: (part: string) => T): T[] | undefined {
    if (cell === undefined) return undefined;
    return cell.split(LIST_SEPARATOR).map((part) => item(part.trim()));
  },
};

/**
 * The cells of one nested part (`billing_street` → `street`), each read by its reader; undefined
 * when the row has none of them, so the part counts as absent.
 */
export function cellGroup(
  cells: Readonly<Record<string, string>>,
  prefix: string,
  readers: Readonly<Record<string, (cell: string | undefined) => unknown>>,
): Record<string, unknown> | undefined {
  const group: Record<string, unknown> = {};
  let any = false;
  for (const [name, read] of Object.entries(readers)) {
    const cell = cells[`${prefix}${name}`];
    if (cell === undefined) continue;
    any = true;
    group[name] = read(cell);
  }
  return any ? group : undefined;
}

/** The column names of a nested part, prefixed. */
export const prefixed = (prefix: string, names: readonly string[]): string[] =>
  names.map((name) => `${prefix}${name}`);

/** JSON with object keys sorted, so two records compare equal whatever order their keys came in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}

/** A problem of one located record. */
export function problemOf(
  located: Located<unknown>,
  detail: { type: string; key: string; field: string | null; code: string; message: string },
): ImportProblem {
  return { file: located.file, line: located.line, ...detail };
}
