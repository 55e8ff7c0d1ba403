import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaqResponse } from '@shop/domain/api/content.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { FaqPage, groupOfHash } from '#web/features/content/faq-page.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

const FAQ: FaqResponse = {
  language: 'en',
  enabled: true,
  groups: [
    {
      code: 'ordering',
      title: 'Ordering',
      questions: [{ id: 1, question: 'How do I order?', answerHtml: '<p>Use the basket.</p>' }],
    },
    {
      code: 'shipping',
      title: 'Shipping',
      questions: [{ id: 2, question: 'When do you ship?', answerHtml: '<p>Every weekday.</p>' }],
    },
  ],
};

const routes = [{ path: 'faq', Component: FaqPage }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function groupButton(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

/** Whether a text is shown: in the page and not inside a hidden (closed) panel. */
function shown(text: string): boolean {
  return screen.getByText(text).closest('[hidden]') === null;
}

describe('FaqPage', () => {
  it('opens and closes a group with its button, the answers hidden while closed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(FAQ))),
    );
    renderRoute('/uk/en/faq', routes);
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(groupButton('Ordering').getAttribute('aria-expanded')).toBe('false');
    expect(shown('Use the basket.')).toBe(false);

    fireEvent.click(groupButton('Ordering'));
    expect(groupButton('Ordering').getAttribute('aria-expanded')).toBe('true');
    expect(shown('Use the basket.')).toBe(true);
    expect(shown('How do I order?')).toBe(true);

    fireEvent.click(groupButton('Ordering'));
    expect(groupButton('Ordering').getAttribute('aria-expanded')).toBe('false');
    expect(shown('Use the basket.')).toBe(false);
  });

  it('opens the group the URL hash names', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(FAQ))),
    );
    renderRoute('/uk/en/faq#shipping', routes);
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(groupButton('Shipping').getAttribute('aria-expanded')).toBe('true');
    expect(shown('Every weekday.')).toBe(true);
    expect(shown('Use the basket.')).toBe(false);
    expect(groupButton('Ordering').getAttribute('aria-expanded')).toBe('false');
  });

  it('reads the group code from a hash', () => {
    expect(groupOfHash('#shipping')).toBe('shipping');
    expect(groupOfHash('')).toBeNull();
    expect(groupOfHash('#')).toBeNull();
  });
});
