import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleAnswer } from '@shop/domain/api/article.ts';
import { hoodie } from '#web/features/product/article.fixtures.ts';
import { articleQueryOptions, takeBootArticle } from './get-article.ts';

const answer: ArticleAnswer = { article: hoodie(), suggestions: [] };

function bootElement(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'boot-article';
  element.textContent = text;
  document.body.append(element);
}

function visitorAnswer(queryClient: QueryClient, articleNumber = 'LL1225') {
  return queryClient.getQueryData(articleQueryOptions(articleNumber, 'en', 'visitor').queryKey);
}

afterEach(() => document.getElementById('boot-article')?.remove());

describe("a first visit's article answer from the page", () => {
  it("becomes the visitor's answer for the address, once", () => {
    bootElement(JSON.stringify({ articleNumber: 'll1225', language: 'en', answer }));
    const queryClient = new QueryClient();
    takeBootArticle(queryClient, 'LL1225', 'en');
    expect(visitorAnswer(queryClient)).toEqual(answer);
    expect(document.getElementById('boot-article')).toBeNull();
    expect(queryClient.getQueryData(articleQueryOptions('LL1225', 'en', '100001').queryKey)).toBe(
      undefined,
    );
  });

  it("is left to the request when it is another address's, or no answer at all", () => {
    const cases = [
      JSON.stringify({ articleNumber: 'LL1226', language: 'en', answer }),
      JSON.stringify({ articleNumber: 'LL1225', language: 'de', answer }),
      JSON.stringify({ articleNumber: 'LL1225', language: 'en', answer: { article: {} } }),
      '{"articleNumber":"LL1225",',
      '',
    ];
    for (const text of cases) {
      bootElement(text);
      const queryClient = new QueryClient();
      takeBootArticle(queryClient, 'LL1225', 'en');
      expect(visitorAnswer(queryClient), text).toBeUndefined();
      expect(document.getElementById('boot-article')).toBeNull();
    }
  });
});
