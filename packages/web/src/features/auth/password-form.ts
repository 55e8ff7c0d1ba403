import { z } from 'zod';
import { newPasswordSchema } from '@shop/domain/api/auth.ts';

/**
 * The new-password part of the recovery and change forms
 * (docs/product/identity.md#auth-password-rules): the new password by the domain rule (at least
 * PASSWORD_MIN_LENGTH characters), and its repetition, which must be equal; otherwise the no-match
 * flag shows on the repetition.
 */
export const NO_MATCH = 'noMatch';

export const newPasswordFields = {
  newPassword: newPasswordSchema,
  verifyPassword: z.string(),
};

export function passwordsMatch(values: { newPassword: string; verifyPassword: string }): boolean {
  return values.newPassword === values.verifyPassword;
}

export const recoverPasswordFormSchema = z
  .object(newPasswordFields)
  .refine(passwordsMatch, { path: ['verifyPassword'], message: NO_MATCH });

/** currentPassword is required unless the user sets a first password (passwordInitialization). */
export function changePasswordFormSchema(passwordInitialization: boolean) {
  return z
    .object({
      currentPassword: passwordInitialization ? z.string() : z.string().min(1).max(200),
      ...newPasswordFields,
    })
    .refine(passwordsMatch, { path: ['verifyPassword'], message: NO_MATCH });
}
