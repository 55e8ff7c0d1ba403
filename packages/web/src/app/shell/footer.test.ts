import { describe, expect, it } from 'vitest';
import { footerGroups } from '#web/app/shell/footer.tsx';

const shell = { shop: 'de', language: 'de' } as const;

function keys(isAuthenticated: boolean, faqEnabled: boolean): string[] {
  return footerGroups(shell, { isAuthenticated }, faqEnabled).flatMap((group) =>
    group.links.map((link) => link.key),
  );
}

describe('footerGroups', () => {
  it('hides the logged-in entries from visitors', () => {
    expect(keys(false, false)).not.toContain('shippingInfo');
    expect(keys(false, false)).not.toContain('dapArticle');
    expect(keys(false, false)).not.toContain('deliveryComplaint');
    expect(keys(true, false)).toEqual(
      expect.arrayContaining(['shippingInfo', 'dapArticle', 'deliveryComplaint']),
    );
  });

  it('links the delivery-complaint form in the language and the jobs to the vacancies', () => {
    const links = footerGroups({ shop: 'uk', language: 'pl' }, { isAuthenticated: true }, false)
      .flatMap((group) => group.links)
      .map((link) => [link.key, link.href]);
    expect(links).toContainEqual(['deliveryComplaint', '/api/document/delivery-complaint/pl']);
    expect(links).toContainEqual(['jobs', '/uk/pl/vacancies']);
  });

  it('links business-console users to the console', () => {
    const all = (businessConsole: boolean) =>
      footerGroups(shell, { isAuthenticated: true, businessConsole }, false).flatMap((group) =>
        group.links.map((link) => link.key),
      );
    expect(all(true)).toContain('businessConsole');
    expect(all(false)).not.toContain('businessConsole');
  });

  it('shows the FAQ only when it is enabled', () => {
    expect(keys(false, false)).not.toContain('faq');
    expect(keys(false, true)).toContain('faq');
  });

  it('offers pre-orders, hot deals and close-outs', () => {
    const offers = footerGroups(shell, { isAuthenticated: false }, false).find(
      (group) => group.heading === 'offers',
    );
    expect(offers?.links.map((link) => link.href)).toEqual([
      '/de/de/preOrder',
      '/de/de/hotDeals',
      '/de/de/closeOut',
    ]);
  });
});
