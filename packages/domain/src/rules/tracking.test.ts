import { describe, expect, it } from 'vitest';
import { trackedPath } from './tracking.ts';

describe('trackedPath', () => {
  it('keeps ordinary pages as they are', () => {
    expect(trackedPath('/de/de/product/ABC-1')).toBe('/de/de/product/ABC-1');
    expect(trackedPath('/')).toBe('/');
  });

  it('drops query and fragment', () => {
    expect(trackedPath('/de/en/search/figure?page=2#top')).toBe('/de/en/search/figure');
  });

  it('hides the secret of link pages', () => {
    expect(trackedPath('/de/de/password-recovery/abc.def')).toBe(
      '/de/de/password-recovery/:hidden',
    );
    expect(trackedPath('/uk/en/newsletter-unsubscribe/x.y.z')).toBe(
      '/uk/en/newsletter-unsubscribe/:hidden',
    );
    expect(trackedPath('/de/de/newsletter-email-validation/t')).toBe(
      '/de/de/newsletter-email-validation/:hidden',
    );
    expect(trackedPath('/de/de/loginPortal/t/more')).toBe('/de/de/loginPortal/:hidden/more');
    expect(trackedPath('/de/de/account/import/preparedBasket/k')).toBe(
      '/de/de/account/import/preparedBasket/:hidden',
    );
    expect(trackedPath('/de/de/poll/h')).toBe('/de/de/poll/:hidden');
  });
});
