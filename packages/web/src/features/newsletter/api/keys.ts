import type { Language } from '@shop/domain/shops.ts';

/** The newsletter feature's query keys. */
export const newsletterKeys = {
  emails: (customerNumber: string) => ['newsletterEmails', customerNumber] as const,
  archive: (language: Language, page: number, search: string) =>
    ['newsletterArchive', language, page, search] as const,
  one: (id: string) => ['newsletter', id] as const,
  /** a mail's link, posted once however often its page renders */
  link: (use: string, data: string) => ['newsletterLink', use, data] as const,
};
