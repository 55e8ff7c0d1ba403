import type { RecordType } from '#server/exchange/record-type.ts';
import { accountRecordType, type InvitationSender } from './account-import.service.ts';
import type { AccountRecord } from './account-record.ts';

/**
 * The record types the accounts area brings to the operator import: `account` (order 40, scope
 * accounts). A factory, because a new account's set-password mail goes out through the shop's
 * mailer after the commit (docs/decisions/093-account-and-document-import.md); `null` imports
 * new accounts without an invitation (the demo seed, docs/decisions/105-the-demo-through-the-import.md).
 */
export function accountRecordTypes(
  services: InvitationSender,
): readonly [RecordType<AccountRecord>] {
  return [accountRecordType(services)];
}
