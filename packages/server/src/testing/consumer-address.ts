/** A consumer's delivery address for dropshipping orders, valid in the DE shop. */
export const CONSUMER_ADDRESS = {
  firstName: 'Jana',
  lastName: 'Vogel',
  street: 'Lindenweg',
  houseNumber: '12a',
  zip: '60311',
  city: 'Frankfurt am Main',
  country: 'DE',
  email: 'jana.vogel@example.net',
  phoneNumber: '+49 69 1234567',
} as const;
