import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ArticleCard, type ArticleCardArticle } from '#web/shared/ui/article-card.tsx';

afterEach(cleanup);

const article: ArticleCardArticle = {
  articleNumber: 'MTG001',
  name: 'Set Booster Display',
  producer: 'Wizards',
  image: '/img/mtg001.svg',
  state: 'preorder',
  releaseDate: null,
  preorderDate: null,
  caseQuantity: 1,
};

describe('ArticleCard notes (decision 046)', () => {
  for (const form of ['gallery', 'list'] as const) {
    it(`shows the Magic release and a known restriction on the ${form} card`, async () => {
      renderRoute('/de/en', [
        {
          index: true,
          element: (
            <ArticleCard
              form={form}
              article={{ ...article, magicReleaseDate: '2026-12-05', restriction: 'euOnly' }}
            />
          ),
        },
      ]);
      const card = await screen.findByRole('article');
      expect(within(card).getByText('Magic release: 05/12/2026')).toBeTruthy();
      expect(within(card).getByText('Sale within the EU only')).toBeTruthy();
    });
  }

  it('counts down to the Magic release on the card while it is ahead, and not once it has begun', async () => {
    renderRoute('/de/en', [
      {
        index: true,
        element: (
          <ul>
            <li>
              <ArticleCard
                form="gallery"
                article={{ ...article, magicReleaseDate: '2099-07-01' }}
              />
            </li>
            <li>
              <ArticleCard
                form="list"
                article={{ ...article, articleNumber: 'MTG002', magicReleaseDate: '2020-07-01' }}
              />
            </li>
          </ul>
        ),
      },
    ]);
    const [ahead, released] = await screen.findAllByRole('article');
    const clock = within(ahead!).getByText(/^in \d+ days \d\d:\d\d:\d\d$/);
    // midnight of the release day in Germany (summer time)
    expect(clock.getAttribute('datetime')).toBe('2099-06-30T22:00:00.000Z');
    const first = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 4000 });
    expect(within(released!).getByText('Magic release: 01/07/2020')).toBeTruthy();
    expect(within(released!).queryByText(/^in /)).toBeNull();
  });

  it('names a restriction it has no text for as it came, and shows no notes without any', async () => {
    const { unmount } = renderRoute('/de/en', [
      {
        index: true,
        element: <ArticleCard form="list" article={{ ...article, restriction: 'B2B only' }} />,
      },
    ]);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Restriction: B2B only')).toBeTruthy();
    expect(within(card).queryByText(/Magic release/)).toBeNull();
    unmount();
    renderRoute('/de/en', [
      { index: true, element: <ArticleCard form="list" article={article} /> },
    ]);
    const bare = await screen.findByRole('article');
    expect(within(bare).queryByRole('list')).toBeNull();
  });
});
