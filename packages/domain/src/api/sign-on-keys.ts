import { z } from 'zod';

/**
 * Hidden key sequences of the login dialog (docs/decisions/099-sign-on-key-sequences.md): typing
 * one there sends the browser to its target, the portal's sign-on, which comes back through
 * /loginPortal/{token}. The operator sets them on the server (SIGN_ON_KEYS); the client asks for
 * them when a key is typed in the dialog, so none is built into the client's code.
 */

/** 4 to 32 printable ASCII characters without space and `=` (the separator of SIGN_ON_KEYS). */
export const SIGN_ON_SEQUENCE = /^[!-<>-~]{4,32}$/;

export const signOnKeySchema = z.object({
  /** the characters to type, in order, case as written */
  keys: z.string().regex(SIGN_ON_SEQUENCE),
  /** where the browser goes: the portal's sign-on address */
  target: z.string().url(),
});
export type SignOnKey = z.infer<typeof signOnKeySchema>;

/** GET /auth/sign-on-keys: the configured sequences; none while the operator has set none. */
export const signOnKeysResponseSchema = z.object({ sequences: z.array(signOnKeySchema) });
export type SignOnKeysResponse = z.infer<typeof signOnKeysResponseSchema>;

/** The query parameter of the target that says where the portal sends the signed-in customer. */
export const SIGN_ON_RETURN_PARAMETER = 'return';
