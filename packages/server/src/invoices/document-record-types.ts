import { openOrderRecordType } from '#server/open-orders/open-order-import.service.ts';
import { orderStateRecordType } from '#server/orders/order-state-import.service.ts';
import { invoiceRecordType, turnoverRecordType } from './invoice-import.service.ts';

/**
 * The account's documents the ERP owns, for the operator import (order 50, scope documents):
 * invoices, turnover per year, open-order lines and the states and parcels of shop orders
 * (docs/decisions/093-account-and-document-import.md). Each type lives in the area of its tables.
 */
export const documentRecordTypes = [
  invoiceRecordType,
  turnoverRecordType,
  openOrderRecordType,
  orderStateRecordType,
] as const;
