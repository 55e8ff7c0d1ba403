import type { z } from 'zod';

/**
 * Test support: a value a zod schema accepts, built from a few candidates per type, so a fuzz
 * test can spoil one field of an otherwise valid request and reach the code behind validation.
 * Where no candidate fits (e.g. a captcha proof), the value is still a best guess.
 */
const STRINGS = ['1', 'DE', 'de', 'a@example.com', 'abcdefghijkl', 'Sample text long enough'];
const NUMBERS = [1, 2, 10, 0, 100];

type Def = z.core.$ZodTypeDef & Record<string, unknown>;

function accepts(schema: z.core.$ZodType, value: unknown): boolean {
  return (schema as z.ZodType).safeParse(value).success;
}

export function sampleOf(schema: z.core.$ZodType): unknown {
  const def = schema._zod.def as Def;
  const child = (key: string) => def[key] as z.core.$ZodType;
  const firstAccepted = (candidates: readonly unknown[]) =>
    candidates.find((candidate) => accepts(schema, candidate)) ?? candidates[0];
  switch (def.type) {
    case 'string':
      return firstAccepted(STRINGS);
    case 'number':
    case 'int':
      return firstAccepted(NUMBERS);
    case 'boolean':
      // false first: a true flag may ask for more (e.g. passwordInitialization)
      return firstAccepted([false, true]);
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'null':
      return null;
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const all = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, sampleOf(value)]),
      );
      const required = Object.fromEntries(
        Object.entries(all).filter(([key]) => shape[key]!._zod.optin !== 'optional'),
      );
      return firstAccepted([all, required]);
    }
    case 'array':
      return firstAccepted([[sampleOf(child('element'))], []]);
    case 'record':
      return {};
    case 'union':
      return firstAccepted((def.options as z.core.$ZodType[]).map(sampleOf));
    case 'pipe':
      return sampleOf(child('in'));
    case 'lazy':
      return sampleOf((def.getter as () => z.core.$ZodType)());
    default: {
      const inner = def.innerType as z.core.$ZodType | undefined;
      return inner ? sampleOf(inner) : 'x';
    }
  }
}

/** The path of every field of a sample, nested ones and array positions included. */
export function fieldPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const here = path.length > 0 ? [path] : [];
  if (Array.isArray(value)) {
    return [...here, ...value.flatMap((item, index) => fieldPaths(item, [...path, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, item]) => fieldPaths(item, [...path, key])),
    ];
  }
  return here;
}

/** A copy of `value` with the field at `path` replaced. */
export function withField(value: unknown, path: (string | number)[], field: unknown): unknown {
  if (path.length === 0) return field;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[path[0]!] = withField(copy[path[0]!], path.slice(1), field);
  return copy;
}
