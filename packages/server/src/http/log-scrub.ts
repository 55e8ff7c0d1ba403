/**
 * The last guard of the logs (docs/security.md: no personal data, tokens or card data in logs):
 * every object logged passes through `scrubLogObject`, which blanks fields named like a secret or
 * personal data and removes e-mail addresses, bearer tokens, JSON web tokens and card numbers
 * from every text, error messages and stacks included. A field a developer logs by mistake
 * loses its value instead of leaking it.
 */
export const SCRUBBED = '[SCRUBBED]';

const PRIVATE_FIELD =
  /^(password|newPassword|oldPassword|passwordHash|token|accessToken|refreshToken|idToken|authorization|cookie|secret|nonce|paymentMethodNonce|cardNumber|cvv|cvc|iban|email|e-?mail|firstName|lastName|name|phone|telephone|street|address|zip|postcode|city|birthday)$/i;

const TEXT_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[EMAIL]'],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [TOKEN]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[TOKEN]'],
  // an operator token or a retailer's API key (docs/decisions/090-operator-tokens.md, 133)
  [/\b(?:op|sk)_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, '[TOKEN]'],
  // 13 to 19 digits, grouped or not: a payment card number
  [/\b(?:\d[ -]?){12,18}\d\b/g, '[CARD]'],
];

export function scrubLogText(text: string): string {
  return TEXT_PATTERNS.reduce((result, [pattern, mark]) => result.replace(pattern, mark), text);
}

const MAX_DEPTH = 8;

export function scrubLogObject(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubLogText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubLogObject(item, depth + 1));
  if (value instanceof Error) {
    return {
      type: value.name,
      message: scrubLogText(value.message),
      stack: scrubLogText(value.stack ?? ''),
      ...scrubFields(value as unknown as Record<string, unknown>, depth),
    };
  }
  // class instances (a request, a socket) are left to their serializers, which pick safe fields
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return scrubFields(value as Record<string, unknown>, depth);
}

function scrubFields(record: Record<string, unknown>, depth: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, field]) => [
      key,
      PRIVATE_FIELD.test(key) && field !== null && field !== undefined
        ? SCRUBBED
        : scrubLogObject(field, depth + 1),
    ]),
  );
}
