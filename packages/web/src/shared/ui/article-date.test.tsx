import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, showTextsIn } from '#web/shared/testing/render.tsx';
import { ArticleDate } from '#web/shared/ui/article-date.tsx';

afterEach(async () => {
  cleanup();
  await showTextsIn('en');
});

const today = '2026-03-01';

function show(path: string, element: React.ReactElement) {
  renderRoute(path, [{ index: true, element }]);
}

describe('ArticleDate', () => {
  it('shows a release more than 14 days ahead as the part of its month, in the page language', async () => {
    show('/de/en', <ArticleDate kind="release" date="2026-06-16" today={today} />);
    expect(await screen.findByText('Release: middle of June 2026')).toBeTruthy();
    cleanup();
    await showTextsIn('de');
    show('/de/de', <ArticleDate kind="preorder" date="2026-12-14" today={today} />);
    expect(await screen.findByText('Vorbestellung: Mitte Dezember 2026')).toBeTruthy();
  });

  it('shows a release within 14 days, or past, as the day', async () => {
    await showTextsIn('de');
    show('/de/de', <ArticleDate kind="release" date="2026-03-15" today={today} />);
    expect(await screen.findByText('Erscheint: 15.03.26')).toBeTruthy();
    cleanup();
    await showTextsIn('en');
    show('/de/en', <ArticleDate kind="release" date="2026-02-02" today={today} />);
    expect(await screen.findByText('Release: 02/02/2026')).toBeTruthy();
  });

  it('shows an ETA as its day however far ahead', async () => {
    await showTextsIn('de');
    show('/de/de', <ArticleDate kind="eta" date="2026-09-30" today={today} />);
    expect(await screen.findByText('Voraussichtlicher Eingang: 30.09.26')).toBeTruthy();
  });

  it('shows a moved date with the earlier one and the day it moved', async () => {
    show(
      '/de/en',
      <ArticleDate
        kind="preorder"
        date="2026-05-25"
        moved={{ previousDate: '2026-04-03', movedAt: '2026-02-20T23:30:00.000Z' }}
        today={today}
      />,
    );
    expect(await screen.findByText('Pre-order: end of May 2026')).toBeTruthy();
    // 23:30 UTC is the next day in Berlin
    expect(screen.getByText('moved on 21/02/2026, before: beginning of April 2026')).toBeTruthy();
  });

  it('shows nothing for a date that does not exist', async () => {
    show('/de/en', <p>{<ArticleDate kind="release" date="2026-02-30" today={today} />}after</p>);
    expect(await screen.findByText('after')).toBeTruthy();
    expect(screen.queryByText(/Release/)).toBeNull();
  });
});
