import 'i18next';
import type { Resources } from '#web/shared/i18n/resources.ts';

/** Typed translation keys (as in Medusa admin): t() accepts only keys that en has. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    keySeparator: false;
    nsSeparator: ':';
  }
}
