import { readStored, removeStored, writeStored } from '#web/shared/storage/local-storage.ts';

/**
 * The remembered answer of the replace-or-add question
 * (docs/product/basket.md#basket-replace-or-add): 2 means replace, 1 add. Without a remembered
 * answer the question is asked each time.
 */
export type LoadChoice = 'replace' | 'add';

export function readLoadChoice(): LoadChoice | null {
  const stored = readStored('basketLoadChoice');
  if (stored === '2') return 'replace';
  if (stored === '1') return 'add';
  return null;
}

export function rememberLoadChoice(choice: LoadChoice): void {
  writeStored('basketLoadChoice', choice === 'replace' ? '2' : '1');
}

export function forgetLoadChoice(): void {
  removeStored('basketLoadChoice');
}
