import type { Account } from '@shop/domain/api/account.ts';

/** Test data of the account screens: the demo account (the API stand-in is api-stub.ts). */

export const demoAccount: Account = {
  customerNumber: 'DE/100001',
  shop: 'de',
  currency: 'EUR',
  language: 'en',
  contact: {
    firstName: 'Lena',
    lastName: 'Krüger',
    email: 'demo@example.com',
    phone: '+49 611 123456',
    cellPhone: null,
  },
  address: {
    company: 'Sternschnuppe Spielwaren GmbH',
    street: 'Marktstraße 12',
    adding: null,
    location: 'Wiesbaden',
    zip: '65183',
    country: 'DE',
  },
  shippingAddress: null,
  shippingInformation: null,
  billing: { taxFree: false, payType: 4, creditLine: 500000 },
  settings: { blockBasket: false, showPrices: true, hideEvp: false, enableDropShipping: true },
  logoImage: null,
  searches: [],
  messages: [],
  accPrPol: true,
  passwordInitialization: false,
  businessConsole: false,
};
