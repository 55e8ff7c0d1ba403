import type { ContentPageName } from '@shop/domain/api/content.ts';
import type { Language } from '@shop/domain/shops.ts';

/** The content feature's query keys, all under `content`. */
export const contentKeys = {
  page: (page: ContentPageName, language: Language) => ['content', 'page', page, language] as const,
  partners: () => ['content', 'partners'] as const,
  faq: (language: Language) => ['content', 'faq', language] as const,
  headerLinks: () => ['content', 'headerLinks'] as const,
  contactMap: () => ['content', 'contactMap'] as const,
  freightSurcharges: () => ['content', 'freightSurcharges'] as const,
  poll: (language: Language, hash: string) => ['content', 'poll', language, hash] as const,
  vacancies: (language: Language) => ['content', 'vacancies', language] as const,
  vacancy: (link: string, language: Language) => ['content', 'vacancy', link, language] as const,
  vacancyImages: (id: number, link: string) => ['content', 'vacancyImages', id, link] as const,
};
