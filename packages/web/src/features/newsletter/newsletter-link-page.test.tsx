import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, json, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { NewsletterLinkPage } from './newsletter-link-page.tsx';

const routes = [
  {
    path: 'newsletter-email-validation/:newsletterData',
    element: <NewsletterLinkPage use="validate" />,
  },
  {
    path: 'newsletter-unsubscribe/:newsletterData',
    element: <NewsletterLinkPage use="unsubscribe" />,
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const refusal = (status: number, code: string) =>
  json({ error: { code, message: code, details: { email: 'office@example.com' } } }, status);

describe('NewsletterLinkPage', () => {
  it('posts the link data once and says the address is confirmed', async () => {
    const fetchMock = stubApi({
      'POST /newsletter/validationEmail': { email: 'office@example.com' },
    });
    renderRoute('/de/en/newsletter-email-validation/abc.def.ghi', routes);
    expect(await screen.findByText('Address confirmed')).toBeTruthy();
    expect(screen.getByText(/office@example.com is confirmed/)).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /newsletter/validationEmail')).toEqual([
      { newsletterdata: 'abc.def.ghi' },
    ]);
  });

  it('names the address that was already confirmed (406)', async () => {
    stubApi({
      'POST /newsletter/validationEmail': () => refusal(406, 'NEWSLETTER_ALREADY_VALIDATED'),
    });
    renderRoute('/de/en/newsletter-email-validation/abc', routes);
    expect(await screen.findByText('Already confirmed')).toBeTruthy();
    expect(screen.getByText(/office@example.com was already confirmed/)).toBeTruthy();
  });

  it('unsubscribes, and says when the link is not valid (405) or already used (406)', async () => {
    const fetchMock = stubApi({ 'POST /newsletter/unsuscribe': { email: 'office@example.com' } });
    renderRoute('/de/en/newsletter-unsubscribe/abc', routes);
    expect(await screen.findByText('Unsubscribed')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /newsletter/unsuscribe')).toEqual([{ newsletterdata: 'abc' }]);
    cleanup();

    stubApi({ 'POST /newsletter/unsuscribe': () => refusal(405, 'NEWSLETTER_LINK_INVALID') });
    renderRoute('/de/en/newsletter-unsubscribe/forged', routes);
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
    cleanup();

    stubApi({ 'POST /newsletter/unsuscribe': () => refusal(406, 'NEWSLETTER_ALREADY_INACTIVE') });
    renderRoute('/de/en/newsletter-unsubscribe/used', routes);
    expect(await screen.findByText('Already unsubscribed')).toBeTruthy();
    expect(screen.getByText('office@example.com already receives no newsletters.')).toBeTruthy();
  });

  it('shows a general error when the server fails', async () => {
    stubApi({ 'POST /newsletter/unsuscribe': () => failure(500) });
    renderRoute('/de/en/newsletter-unsubscribe/abc', routes);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});
