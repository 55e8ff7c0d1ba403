import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ContactPage } from '#web/features/content/contact-page.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

vi.mock('#web/shared/ui/captcha.tsx', () => import('#web/shared/testing/captcha-stand-in.tsx'));

const routes = [{ path: 'contact', element: <ContactPage page="contact" /> }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fillIn(email: string) {
  fireEvent.change(screen.getByRole('combobox', { name: /Your question is about/ }), {
    target: { value: 'order' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: email } });
  fireEvent.change(screen.getByRole('textbox', { name: /Your message/ }), {
    target: { value: 'Where is my order?' },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
}

describe('ContactPage', () => {
  it('offers the contact question types, the first chosen, and the map of the location', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderRoute('/de/en/contact', routes);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /question is about/ });
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'The website',
      'An order',
      'An article',
      'Something else',
      'My deactivated account',
    ]);
    expect(select.value).toBe('website');
    expect(screen.getByRole('img', { name: /Map of our location/ })).toBeTruthy();
  });

  it('asks for the message, the e-mail and the terms before sending', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoute('/de/en/contact', routes);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your e-mail.')).toBeTruthy();
    expect(screen.getByText('Please write your message.')).toBeTruthy();
    expect(screen.getByText('Please accept the terms and conditions.')).toBeTruthy();
    // only the map's location is asked for: nothing is sent
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/contact/map']);
  });

  it('shows the 450 answer at the e-mail field, then the success after a correction', async () => {
    const answers = [
      json(
        {
          error: {
            code: 'EMAIL_INVALID',
            message: 'not an address',
            details: { responseCode: 450 },
          },
        },
        450,
      ),
      json({ captchaValid: true, responseCode: 200 }),
    ];
    const sentBodies: unknown[] = [];
    // the map asks for its location beside the form; the form's calls get the answers in turn
    const fetch = vi.fn((input: string, init?: RequestInit) => {
      if (input === '/api/contact/map') return Promise.resolve(json({ error: 'none' }, 404));
      sentBodies.push(JSON.parse(String(init?.body)));
      return Promise.resolve(answers.shift()!);
    });
    vi.stubGlobal('fetch', fetch);
    renderRoute('/de/en/contact', routes);
    fillIn('not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('This e-mail address is not valid. Please correct it.'),
    ).toBeTruthy();
    expect(sentBodies[0]).toEqual({
      page: 'contact',
      menuItem: 'order',
      question: 'Where is my order?',
      email: 'not-an-address',
      termsAndConditions: true,
      captchaHash: 'captcha-payload',
      language: 'en',
      shop: 'de',
    });

    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'buyer@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, your message has been sent')).toBeTruthy();
  });
});
