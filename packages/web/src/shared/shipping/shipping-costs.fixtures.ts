import type { ShippingCountriesResponse } from '@shop/domain/api/shipping.ts';

/**
 * Answers of GET /api/shippingCountries/{shop} for the screens' tests: the euro table with an
 * imported fee for Austria the domain's rows do not have, and the pound table.
 */
export const EURO_SHIPPING: ShippingCountriesResponse = {
  currency: 'EUR',
  countries: [
    {
      country: 'DE',
      name: 'Germany',
      freeFrom: 25000,
      fee: 1500,
      service: 'DHL',
      duration: '1-3',
    },
    {
      country: 'AT',
      name: 'Austria',
      freeFrom: 30000,
      fee: 1990,
      service: 'DHL',
      duration: '1-3',
    },
    {
      country: 'IC',
      name: 'Canary Islands',
      freeFrom: 0,
      fee: 3500,
      service: 'DHL',
      duration: '8-13',
    },
  ],
  otherCountries: { freeFrom: 35000, fee: 3000 },
};

export const POUND_SHIPPING: ShippingCountriesResponse = {
  currency: 'GBP',
  countries: [
    {
      country: 'GB',
      name: 'United Kingdom',
      freeFrom: 30000,
      fee: 2500,
      service: 'DPD',
      duration: '2-4',
    },
    { country: 'JE', name: 'Jersey', freeFrom: 0, fee: 3000, service: 'DHL', duration: '5-8' },
  ],
  otherCountries: { freeFrom: 0, fee: 3000 },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fetch that answers the shipping table of `shipping` (by shop), the account of `account`, and
 * 503 with the error shape for a shipping table left out; every call is kept in `calls`.
 */
export function shippingFetch(options: {
  shipping: Partial<Record<string, ShippingCountriesResponse>>;
  account?: unknown;
}) {
  const calls: string[] = [];
  const fetch = (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    const shop = /\/api\/shippingCountries\/(\w+)$/.exec(url)?.[1];
    if (shop !== undefined) {
      const answer = options.shipping[shop];
      return Promise.resolve(
        answer
          ? json(answer)
          : json({ error: { code: 'NOT_READY', message: 'The shop is starting' } }, 503),
      );
    }
    if (url.endsWith('/intern/account') && options.account !== undefined) {
      return Promise.resolve(json(options.account));
    }
    return Promise.resolve(json({ error: { code: 'NOT_FOUND', message: url } }, 404));
  };
  return { fetch, calls };
}
