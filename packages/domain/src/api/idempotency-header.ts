/**
 * Send as the `Idempotency-Key` header: one fresh key per order, payment or multi-line click
 * (docs/security.md). A module of its own, so a page that only may send one does not build the
 * orders contract's schemas with it (docs/decisions/076-contracts-built-when-read.md).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
