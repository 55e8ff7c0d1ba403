import {
  ALERTS_MAX,
  ALERT_KINDS,
  type Alert,
  type AlertKind,
  type AlertTarget,
  type ChangeAlertRequest,
  type CreateAlertRequest,
} from '@shop/domain/api/alerts.ts';
import { savedSearchId, savedSearchesByIds } from '#server/accounts/saved-searches.service.ts';
import type { Customer } from '#server/auth/customer.ts';
import { watchableNames } from '#server/catalog/article-news.service.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  deleteAlertRowsOf,
  deleteOwnAlert,
  findAccountLanguage,
  findAlertsOf,
  findOwnAlert,
  insertAlert,
  updateOwnAlert,
  type AlertRow,
} from './alerts.repository.ts';

/**
 * A customer's alerts (docs/decisions/150-article-alerts.md): what each watches and for which
 * kinds of news. An alert of another account is answered as not found, never as refused, so its
 * id tells nothing.
 */

const alertNotFound = () => new AppError(404, 'ALERT_NOT_FOUND', 'No alert with this id');

export const parseKinds = (stored: string): AlertKind[] => {
  const kinds = JSON.parse(stored) as unknown;
  return ALERT_KINDS.filter((kind) => Array.isArray(kinds) && kinds.includes(kind));
};

/** The kinds in one order, whatever order the customer chose them in. */
const storedKinds = (kinds: readonly AlertKind[]) =>
  JSON.stringify(ALERT_KINDS.filter((kind) => kinds.includes(kind)));

/** The names of what the alerts watch, in `language`, keyed `target:id`. */
async function namesOf(
  db: DbOrTx,
  rows: readonly AlertRow[],
  language: string,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const target of ['producer', 'theme', 'productType'] as const) {
    const ids = rows.filter((row) => row.target === target).map((row) => row.targetId ?? 0);
    for (const [id, name] of await watchableNames(db, target, ids, language)) {
      names.set(`${target}:${id}`, name);
    }
  }
  const searchIds = rows.flatMap((row) => (row.savedSearchId ? [row.savedSearchId] : []));
  for (const search of await savedSearchesByIds(db, searchIds)) {
    names.set(`search:${search.id}`, search.name);
  }
  return names;
}

const keyOf = (row: AlertRow) =>
  row.target === 'search' ? `search:${row.savedSearchId}` : `${row.target}:${row.targetId}`;

function toAlert(row: AlertRow, names: ReadonlyMap<string, string>): Alert {
  return {
    id: row.id,
    target: row.target as AlertTarget,
    targetId: row.target === 'search' ? null : row.targetId,
    name: names.get(keyOf(row)) ?? '',
    kinds: parseKinds(row.kinds),
    paused: row.paused === 1,
    createdAt: row.createdAt,
    lastSentAt: row.lastSentAt,
  };
}

export async function listAlerts(db: DbOrTx, customer: Customer): Promise<{ alerts: Alert[] }> {
  const rows = await findAlertsOf(db, customer.accountId);
  const names = await namesOf(db, rows, await findAccountLanguage(db, customer.accountId));
  return { alerts: rows.map((row) => toAlert(row, names)) };
}

async function ownAlert(db: DbOrTx, customer: Customer, id: number): Promise<Alert> {
  const row = await findOwnAlert(db, customer.accountId, id);
  if (!row) throw alertNotFound();
  const names = await namesOf(db, [row], await findAccountLanguage(db, customer.accountId));
  return toAlert(row, names);
}

/** What the request watches, as stored: the target's id, or the saved search's. */
async function resolveTarget(
  db: DbOrTx,
  customer: Customer,
  input: CreateAlertRequest,
): Promise<{ targetId: number | null; savedSearchId: number | null }> {
  const missing = () => new AppError(404, 'ALERT_TARGET_NOT_FOUND', 'Nothing to watch by this id');
  if (input.target === 'search') {
    const id = await savedSearchId(db, customer.accountId, input.searchName);
    if (id === undefined) throw missing();
    return { targetId: null, savedSearchId: id };
  }
  const names = await watchableNames(db, input.target, [input.id], 'en');
  if (!names.has(input.id)) throw missing();
  return { targetId: input.id, savedSearchId: null };
}

export async function createAlert(
  db: DbOrTx,
  customer: Customer,
  input: CreateAlertRequest,
  now: Date = new Date(),
): Promise<{ alert: Alert }> {
  const target = await resolveTarget(db, customer, input);
  const id = await inTransaction(db, async (tx) => {
    const existing = await findAlertsOf(tx, customer.accountId);
    const same = existing.find(
      (row) =>
        row.target === input.target &&
        row.targetId === target.targetId &&
        row.savedSearchId === target.savedSearchId,
    );
    if (same) throw new AppError(409, 'ALERT_DUPLICATE', 'This is watched already');
    if (existing.length >= ALERTS_MAX) {
      throw new AppError(409, 'ALERT_LIMIT_REACHED', 'No more alerts for this account');
    }
    const at = now.toISOString();
    return insertAlert(tx, {
      accountId: customer.accountId,
      target: input.target,
      ...target,
      kinds: storedKinds(input.kinds),
      createdAt: at,
      since: at,
    });
  });
  return { alert: await ownAlert(db, customer, id) };
}

/** Changes the kinds or pauses; an alert taken up again tells of nothing from its pause. */
export async function changeAlert(
  db: DbOrTx,
  customer: Customer,
  id: number,
  input: ChangeAlertRequest,
  now: Date = new Date(),
): Promise<{ alert: Alert }> {
  const row = await findOwnAlert(db, customer.accountId, id);
  if (!row) throw alertNotFound();
  const resumed = input.paused === false && row.paused === 1;
  await updateOwnAlert(db, customer.accountId, id, {
    ...(input.kinds ? { kinds: storedKinds(input.kinds) } : {}),
    ...(input.paused !== undefined ? { paused: input.paused ? 1 : 0 } : {}),
    ...(resumed ? { since: now.toISOString() } : {}),
  });
  return { alert: await ownAlert(db, customer, id) };
}

export async function removeAlert(db: DbOrTx, customer: Customer, id: number): Promise<void> {
  if ((await deleteOwnAlert(db, customer.accountId, id)) === 0) throw alertNotFound();
}

/** An account deletion takes its alerts, digests and unsubscribe links with it. */
export async function eraseAlertsOf(tx: DbOrTx, accountId: number): Promise<void> {
  await deleteAlertRowsOf(tx, accountId);
}
