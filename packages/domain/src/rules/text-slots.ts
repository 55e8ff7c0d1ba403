/**
 * Markup written before a page's texts are known (the consent bar the server sends with the
 * page, decision 071) holds slots named `[[namespace:key]]`; the server fills them with its
 * texts of the page's language, so an operator's correction shows there as in the client.
 */

import { escapeHtml } from './escape-html.ts';

/** The slot of a text in a template. */
export function textSlot(namespaceAndKey: string): string {
  return `[[${namespaceAndKey}]]`;
}

const SLOT = /\[\[([a-zA-Z][\w-]*:[\w.-]+)\]\]/g;

/**
 * Fills every slot with its text, escaped; null when a slot has no text, so the caller sends
 * the page without the markup rather than with a hole in it.
 */
export function fillTextSlots(
  template: string,
  textOf: (namespaceAndKey: string) => string | undefined,
): string | null {
  let complete = true;
  const filled = template.replace(SLOT, (_slot, key: string) => {
    const text = textOf(key);
    if (text === undefined) {
      complete = false;
      return '';
    }
    return escapeHtml(text);
  });
  return complete ? filled : null;
}
