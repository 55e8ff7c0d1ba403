import { describe, expect, it } from 'vitest';
import { SCRUBBED, scrubLogObject, scrubLogText } from './log-scrub.ts';

describe('the log scrubber', () => {
  it('removes e-mail addresses, tokens and card numbers from texts', () => {
    expect(
      scrubLogText(
        'login of anna.meier+shop@example.co.uk failed; Bearer abc.DEF-123 used, ' +
          'card 4111 1111 1111 1111 and 5555555555554444, jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
      ),
    ).toBe('login of [EMAIL] failed; Bearer [TOKEN] used, card [CARD] and [CARD], jwt [TOKEN]');
    expect(scrubLogText(`operator token op_${'aB3-_'.repeat(8)}xy- in a message`)).toBe(
      'operator token [TOKEN] in a message',
    );
    expect(scrubLogText(`api key sk_${'aB3-_'.repeat(8)}xy- in a message`)).toBe(
      'api key [TOKEN] in a message',
    );
    expect(scrubLogText('op_short stays, it is no token')).toBe('op_short stays, it is no token');
    expect(scrubLogText('order W100234 of DE/100001, 12 units, 2026-11-27')).toBe(
      'order W100234 of DE/100001, 12 units, 2026-11-27',
    );
  });

  it('blanks private fields at any depth and scrubs errors', () => {
    const error = new Error('no account for demo@example.com');
    const scrubbed = scrubLogObject({
      msg: 'checkout',
      body: { email: 'demo@example.com', password: 'demo-shop', quantity: 3 },
      customer: { address: { street: 'Hauptstr. 1' }, customerNumber: 'DE/100001' },
      payment: { paymentMethodNonce: 'fake-valid-nonce', amount: 1200 },
      err: error,
    }) as Record<string, unknown>;
    const text = JSON.stringify(scrubbed);
    expect(text).not.toMatch(/demo@example\.com|demo-shop|Hauptstr|fake-valid-nonce/);
    expect(scrubbed.body).toEqual({ email: SCRUBBED, password: SCRUBBED, quantity: 3 });
    expect(scrubbed.customer).toEqual({ address: SCRUBBED, customerNumber: 'DE/100001' });
    expect((scrubbed.err as { message: string }).message).toBe('no account for [EMAIL]');
  });
});
