import type { Messages } from '@shop/messages/messages.ts';
import type { TranslationRow } from './i18n.repository.ts';

/** The rows of the shipped texts of a language (packages/messages), one per namespace and key. */
export function toRows(messages: Messages): TranslationRow[] {
  return Object.entries(messages).flatMap(([namespace, entries]) =>
    Object.entries(entries).map(([key, value]) => ({ namespace, key, value })),
  );
}
