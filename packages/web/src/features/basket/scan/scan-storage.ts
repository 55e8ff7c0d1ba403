import { lookupArticleSchema } from '@shop/domain/api/article-lookup.ts';
import { LOOKUP_REFUSALS } from '@shop/domain/rules/lookup-refusals.ts';
import { z } from 'zod';
import { readStored, writeStored } from '#web/shared/storage/local-storage.ts';
import { MAX_SCAN_LINES, MAX_SCAN_QUANTITY, type ScanLine } from './scan-list.ts';

/**
 * The scan list on the device (docs/product/account.md#account-scan): in localStorage, so a
 * reload, a closed tab or a scan round without a connection loses nothing; under the customer
 * whose look-ups it holds, and cleared by logout (session.ts).
 */
const quantity = z.number().int().min(1).max(MAX_SCAN_QUANTITY);
// a list stored before the look-up named the release and pre-order dates keeps its lines
const storedArticleSchema = lookupArticleSchema.extend({
  releaseDate: z.string().nullable().default(null),
  preorderDate: z.string().nullable().default(null),
});
const code = z.string().min(1).max(40);
const lineSchema = z.discriminatedUnion('status', [
  z.object({ code, quantity, status: z.literal('waiting') }),
  z.object({ code, quantity, status: z.literal('matched'), article: storedArticleSchema }),
  z.object({
    code,
    quantity,
    status: z.literal('refused'),
    reason: z.enum(['unknown', ...LOOKUP_REFUSALS]),
    article: storedArticleSchema.nullable(),
  }),
]);
const storedSchema = z.object({
  customerNumber: z.string().nullable(),
  lines: z.array(lineSchema).max(MAX_SCAN_LINES),
});

/**
 * The stored list; a list another customer's look-ups filled waits for this customer's (other
 * prices, other refusals). Anything unreadable (an older shape, edited by hand) is an empty list.
 */
export function loadScanList(customerNumber: string | null): ScanLine[] {
  const raw = readStored('scanList');
  if (raw === null) return [];
  try {
    const stored = storedSchema.parse(JSON.parse(raw));
    if (customerNumber === null || stored.customerNumber === customerNumber) return stored.lines;
    return stored.lines.map((line) => ({
      code: line.code,
      quantity: line.quantity,
      status: 'waiting',
    }));
  } catch {
    return [];
  }
}

/** Written without a customer (offline, the session not back yet), the list keeps its owner. */
export function saveScanList(customerNumber: string | null, lines: readonly ScanLine[]): void {
  writeStored(
    'scanList',
    JSON.stringify({ customerNumber: customerNumber ?? storedOwner(), lines }),
  );
}

function storedOwner(): string | null {
  try {
    const parsed = storedSchema.shape.customerNumber.safeParse(
      (JSON.parse(readStored('scanList') ?? '{}') as { customerNumber?: unknown }).customerNumber,
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
