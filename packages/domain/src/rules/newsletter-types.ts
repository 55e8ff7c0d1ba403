/** Newsletter categories and their type ids (docs/product/newsletters.md#nl-categories). */

/** The nine categories, in the order the registration form lists them. */
export const NEWSLETTER_CATEGORIES = [
  'toys',
  'collectibles',
  'fashion',
  'gifts',
  'manga',
  'games',
  'storage',
  'hentai',
  'receiving',
] as const;
export type NewsletterCategory = (typeof NEWSLETTER_CATEGORIES)[number];

/** Type id of each category as stored with a newsletter e-mail. */
export const NEWSLETTER_TYPE_IDS = {
  toys: 34391,
  collectibles: 34401,
  fashion: 34411,
  gifts: 34421,
  manga: 34431,
  games: 34441,
  storage: 34451,
  hentai: 34461,
  receiving: 0,
} as const satisfies Record<NewsletterCategory, number>;
export type NewsletterTypeId = (typeof NEWSLETTER_TYPE_IDS)[NewsletterCategory];

/** The registration form's nine newsletter checkboxes. */
export type NewsletterFlags = Record<NewsletterCategory, boolean>;

/** Type ids of the ticked flags, in category order; missing flags count as unticked. */
export function typeIdsFromFlags(flags: Partial<NewsletterFlags>): NewsletterTypeId[] {
  return NEWSLETTER_CATEGORIES.filter((category) => flags[category] === true).map(
    (category) => NEWSLETTER_TYPE_IDS[category],
  );
}

/**
 * The languages newsletters are written in (the shop's internal languages,
 * docs/product/newsletters.md#nl-language).
 */
export const NEWSLETTER_LANGUAGES = ['de', 'en'] as const;
export type NewsletterLanguage = (typeof NEWSLETTER_LANGUAGES)[number];

/** The language a newsletter address is stored with: its own when internal, otherwise en. */
export function newsletterLanguage(language: string): NewsletterLanguage {
  return (NEWSLETTER_LANGUAGES as readonly string[]).includes(language)
    ? (language as NewsletterLanguage)
    : 'en';
}

/** Type ids in category order without repeats, whatever order a client sent them in. */
export function normalizedTypeIds(ids: readonly number[]): NewsletterTypeId[] {
  const wanted = new Set(ids);
  return NEWSLETTER_CATEGORIES.map((category) => NEWSLETTER_TYPE_IDS[category]).filter((id) =>
    wanted.has(id),
  );
}
