/**
 * Every record type the operator's import reads and the export writes, from the areas that own
 * them (docs/decisions/088-operator-data-exchange.md). Made for one shop: pictures and invoice
 * PDFs are stored in its data directory and a new account is mailed through its mailer.
 */
import { accountRecordTypes } from '#server/accounts/account-record-types.ts';
import { createCatalogRecordTypes } from '#server/catalog/catalog-record-types.ts';
import type { AppConfig } from '#server/config/env.ts';
import {
  anyRecordType,
  type OperatorScope,
  type RecordType,
} from '#server/exchange/record-type.ts';
import { createDocumentRecordTypes } from '#server/invoices/document-record-types.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { shippingCountryRecordType } from '#server/shipping/shipping-country-record-type.ts';

export interface RecordTypeDeps {
  config: AppConfig;
  mailer: Mailer;
}

export function createRecordTypes(deps: RecordTypeDeps): RecordType<unknown>[] {
  return [
    ...createCatalogRecordTypes({
      dataDir: deps.config.dataDir,
      fetchPolicy: { allowedPrivate: deps.config.importFetchAllowPrivate },
    }),
    ...accountRecordTypes({ mailer: deps.mailer, config: deps.config }).map(anyRecordType),
    anyRecordType(shippingCountryRecordType),
    ...createDocumentRecordTypes(
      {
        dataDir: deps.config.dataDir,
        fetchPolicy: { allowedPrivate: deps.config.importFetchAllowPrivate },
      },
      deps.mailer,
    ),
  ];
}

/** The record types one scope imports and exports, in the order they are applied. */
export function typesOfScope(
  types: readonly RecordType<unknown>[],
  scope: OperatorScope,
): RecordType<unknown>[] {
  return types.filter((type) => type.scope === scope).sort((a, b) => a.order - b.order);
}
