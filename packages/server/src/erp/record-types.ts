/**
 * Every record type the operator's import reads and the export writes, from the areas that own
 * them (docs/decisions/088-operator-data-exchange.md).
 */
import type { OperatorScope, RecordType } from '#server/exchange/record-type.ts';

export const RECORD_TYPES: readonly RecordType<unknown>[] = [];

/** The record types one scope imports and exports, in the order they are applied. */
export function recordTypesOf(scope: OperatorScope): RecordType<unknown>[] {
  return RECORD_TYPES.filter((type) => type.scope === scope).sort((a, b) => a.order - b.order);
}
