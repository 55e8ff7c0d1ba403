import type { AddLinesRequest, NotAddableLine } from '@shop/domain/api/basket.ts';
import { useAddLines } from '#web/shared/basket/use-add-lines.ts';

export type AddVariantsOutcome =
  | { kind: 'added'; count: number }
  /** nothing was added; each line that could not go in whole, with why */
  | { kind: 'refused'; lines: NotAddableLine[] }
  | { kind: 'error'; error: unknown };

/**
 * The variant grid's one add (docs/product/catalog.md#cat-variant-grid): every line in one call,
 * all or nothing (use-add-lines.ts), each press with a key of its own.
 */
export function useAddVariants() {
  const { send, pending } = useAddLines();

  async function add(lines: AddLinesRequest['lines']): Promise<AddVariantsOutcome> {
    const outcome = await send(lines, crypto.randomUUID());
    return outcome.kind === 'added'
      ? { kind: 'added', count: outcome.answer.lines.length }
      : outcome;
  }

  return { add, pending };
}
