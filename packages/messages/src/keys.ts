import type en from './en.json';

/**
 * The keys of the shipped texts, as types only, so the web client can check its `t()` calls
 * without bundling a language (docs/decisions/034-messages-package.md). en is the reference:
 * `messages.ts` refuses to compile when another language lacks one of its keys or has one it
 * lacks.
 */

/** The shape of the texts: namespaces at the top level, each a flat map of keys to texts. */
export type Resources = typeof en;
export type Namespace = keyof Resources;

/** The namespaces the client loads, in loading order; a test checks en has exactly these. */
export const NAMESPACES = [
  'common',
  'shell',
  'start',
  'catalog',
  'content',
  'errors',
  'auth',
  'registration',
  'account',
  'accountOrders',
  'accountInvoices',
  'product',
  'basket',
  'newsletter',
] as const satisfies readonly Namespace[];
