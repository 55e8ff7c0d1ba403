import type { z } from 'zod';
import { isTextSchema } from '../api/text.ts';

/**
 * Test support: the paths of every string a schema accepts that is not built on the shared
 * text rules (api/text.ts), so a contract test fails when a new field skips them.
 * `within: 'strict-objects'` looks only inside strict objects, the form of every request body
 * (docs/decisions/017-text-input.md); answers are plain objects and are left alone.
 * Walks zod 4 definitions: wrappers, pipes, objects, arrays, tuples, unions, records, lazies.
 */
export function plainStringPaths(
  schema: z.core.$ZodType,
  within: 'everything' | 'strict-objects' = 'everything',
): string[] {
  const seen = new Set<z.core.$ZodType>();
  const found: string[] = [];
  const walk = (node: z.core.$ZodType, at: string, inScope: boolean): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    const child = (key: string) => def[key] as z.core.$ZodType | undefined;
    const next = (value: z.core.$ZodType, where: string) => walk(value, where, inScope);
    switch (def.type) {
      case 'string':
        if (inScope && !isTextSchema(node as z.ZodString)) found.push(at);
        return;
      case 'object': {
        const catchall = child('catchall');
        const strict = catchall?._zod.def.type === 'never';
        const scoped = inScope || strict;
        const shape = def.shape as Record<string, z.core.$ZodType>;
        for (const [key, value] of Object.entries(shape)) walk(value, `${at}.${key}`, scoped);
        if (catchall && !strict) walk(catchall, `${at}.*`, scoped);
        return;
      }
      case 'array':
      case 'set':
        next(child('element') ?? child('valueType')!, `${at}[]`);
        return;
      case 'tuple':
        (def.items as z.core.$ZodType[]).forEach((item, index) => next(item, `${at}[${index}]`));
        if (child('rest')) next(child('rest')!, `${at}[]`);
        return;
      case 'union':
        for (const option of def.options as z.core.$ZodType[]) next(option, at);
        return;
      case 'intersection':
        next(child('left')!, at);
        next(child('right')!, at);
        return;
      case 'record':
      case 'map':
        next(child('keyType')!, `${at}{key}`);
        next(child('valueType')!, `${at}{}`);
        return;
      case 'pipe':
        // what the client sends meets `in`; `out` sees only what `in` let through
        next(child('in')!, at);
        if (child('in')!._zod.def.type !== 'string') next(child('out')!, at);
        return;
      case 'lazy':
        next((def.getter as () => z.core.$ZodType)(), at);
        return;
      default: {
        // optional, nullable, default, prefault, catch, readonly, nonoptional, promise
        const inner = child('innerType');
        if (inner) next(inner, at);
      }
    }
  };
  walk(schema, '$', within === 'everything');
  return found;
}
