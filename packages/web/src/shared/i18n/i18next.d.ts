import 'i18next';
import type { Resources } from '@shop/messages/keys.ts';

/**
 * Typed translation keys (as in Medusa admin): t() accepts only keys that en has
 * (docs/decisions/034-messages-package.md).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    keySeparator: false;
    nsSeparator: ':';
  }
}
