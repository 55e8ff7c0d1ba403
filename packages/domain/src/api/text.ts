import { z } from 'zod';

/**
 * The one text rule of every string a client sends (docs/decisions/017-text-input.md).
 * PostgreSQL text cannot hold NUL (the query fails instead of the input being refused), and
 * control or bidi characters stored raw reach operators' terminals and other people's screens.
 *
 * - `oneLineText`: names, numbers, e-mails, tokens, search text. Trimmed, NFC-normalised; refuses
 *   C0/C1 control characters (NUL, TAB, CR, LF, ESC, DEL…), U+2028/U+2029, bidi embeddings,
 *   overrides and isolates, and lone surrogates.
 * - `multiLineText`: notices, messages, pasted lists. CRLF and CR become LF; LF and TAB allowed;
 *   otherwise as one-line.
 * - `secretText`: passwords. Neither trimmed nor normalised (a stored hash was made of the exact
 *   characters); refuses control characters and lone surrogates only.
 *
 * Each returns a plain ZodString, so a contract may chain `.min()`, `.regex()`, `.email()` etc.;
 * lengths count after trimming and normalisation.
 */

/** Unicode category Cc: U+0000–U+001F (C0), U+007F (DEL) and U+0080–U+009F (C1). */
const CONTROL = /\p{Cc}/u;
/** The same but LF and TAB, which a multi-line text may hold. */
const CONTROL_BUT_LF_TAB = /(?![\n\t])\p{Cc}/u;
/** Line and paragraph separators, bidi embeddings and overrides, bidi isolates. */
const LAYOUT = /[\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/** A high surrogate without its low half, or a low one without its high half (no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function refusing(forbidden: RegExp[], what: string) {
  return z.superRefine((value: string, ctx) => {
    if (LONE_SURROGATE.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be valid Unicode text', input: value });
      return;
    }
    for (const pattern of forbidden) {
      const found = pattern.exec(value);
      if (found) {
        ctx.addIssue({
          code: 'custom',
          message: `must not contain ${what} (${codePoint(found[0])} at position ${found.index + 1})`,
          input: value,
        });
        return;
      }
    }
  });
}

const oneLineCheck = refusing(
  [CONTROL, LAYOUT],
  'control characters, line breaks or bidi formatting characters',
);
const multiLineCheck = refusing(
  [CONTROL_BUT_LF_TAB, LAYOUT],
  'control characters or bidi formatting characters',
);
const secretCheck = refusing([CONTROL], 'control characters');

const TEXT_CHECKS: ReadonlySet<unknown> = new Set([oneLineCheck, multiLineCheck, secretCheck]);

/**
 * One-line text of at most `max` characters (after trimming and NFC). `messages` replace the
 * messages of a missing or mistyped value (`error`) and of a too long one (`tooLong`).
 */
export function oneLineText(
  max: number,
  messages: { error?: Parameters<typeof z.string>[0]; tooLong?: string } = {},
): z.ZodString {
  return z
    .string(messages.error)
    .trim()
    .check(oneLineCheck)
    .normalize('NFC')
    .max(max, messages.tooLong);
}

/** Multi-line text of at most `max` characters; line ends normalised to LF. */
export function multiLineText(max: number): z.ZodString {
  return z
    .string()
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .check(multiLineCheck)
    .normalize('NFC')
    .max(max);
}

/** A whole number in a path or query string: digits only, no sign, exponent or inner spaces. */
export function digitsText(maxDigits: number) {
  return oneLineText(maxDigits)
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`))
    .transform(Number);
}

/** A password or other secret, kept exactly as typed. */
export function secretText(max: number): z.ZodString {
  return z.string().check(secretCheck).max(max);
}

/** Whether a string schema is built on one of the text rules above (the contract test uses it). */
export function isTextSchema(schema: z.ZodString): boolean {
  return (schema._zod.def.checks ?? []).some((check) => TEXT_CHECKS.has(check));
}
