import type { ShopCode } from '@shop/domain/shops.ts';

/**
 * The seller at the head of an invoice, per shop (docs/product/shell.md#shell-shops: one shop per
 * company region). These are the demo company's details; a shop going live puts its registered ones
 * here (docs/decisions/043-invoice-list-and-pdf.md).
 */
export interface Seller {
  name: string;
  /** street, then postcode and town, then country */
  address: readonly string[];
  vatId: string;
  email: string;
}

const MAIN: Seller = {
  name: 'Demo Wholesale GmbH',
  address: ['Lagerstraße 1', '65000 Musterstadt', 'Deutschland'],
  vatId: 'DE000000000',
  email: 'billing@example.com',
};

export const SELLERS: Readonly<Record<ShopCode, Seller>> = {
  de: MAIN,
  // the French storefront sells from the main company
  fr: MAIN,
  uk: {
    name: 'Demo Wholesale UK Ltd',
    address: ['1 Warehouse Lane', 'Sampletown ST1 1AA', 'United Kingdom'],
    vatId: 'GB000000000',
    email: 'billing-uk@example.com',
  },
};
