import { z } from 'zod';
import { registrationAddressSchema, registrationSchema } from '@shop/domain/api/auth.ts';

/**
 * One form schema per registration step, cut from the domain's registrationSchema so that the
 * client checks exactly what the server will (docs/product/identity.md#auth-registration-steps):
 * each step form must be valid to proceed. The forms hold text; numbers are read from it here.
 *
 * Messages are codes the step components translate: 'required', 'invalid', and the custom
 * ones below.
 */
export const ISSUE = {
  emailMismatch: 'emailMismatch',
  websiteRequired: 'websiteRequired',
  /** set by the e-mail check of step 0 */
  emailActive: 'emailActive',
  emailInRegistration: 'emailInRegistration',
} as const;

const shape = registrationSchema.shape;
const contact = shape.contact.shape;

/**
 * Website is required for shop types 3 and 4 (docs/product/identity.md#auth-registration-website).
 */
export const WEBSITE_SHOP_TYPES: readonly number[] = [3, 4];

export function websiteRequired(shopType: string | number): boolean {
  return WEBSITE_SHOP_TYPES.includes(Number(shopType));
}

export const companyStepSchema = z
  .object({
    companyName: shape.companyName,
    shopType: z.string().transform(Number).pipe(shape.shopType),
    gender: z.string().pipe(shape.gender),
    firstName: shape.firstName,
    lastName: shape.lastName,
    taxIdentificationNumber: shape.taxIdentificationNumber,
    contact: z.object({
      email: contact.email,
      emailRepeat: contact.emailRepeat,
      phone: contact.phone,
      website: contact.website,
    }),
  })
  .superRefine((value, ctx) => {
    if (value.contact.email !== value.contact.emailRepeat) {
      ctx.addIssue({
        code: 'custom',
        path: ['contact', 'emailRepeat'],
        message: ISSUE.emailMismatch,
      });
    }
    if (websiteRequired(value.shopType) && !value.contact.website) {
      ctx.addIssue({
        code: 'custom',
        path: ['contact', 'website'],
        message: ISSUE.websiteRequired,
      });
    }
  });

/**
 * Billing, and shipping either as "same as billing" (the other fields are dropped: cleared to
 * just the flag) or as an address of its own.
 */
export const addressStepSchema = z.object({
  billing: registrationAddressSchema,
  shipping: z.discriminatedUnion('isBillingAddress', [
    z.object({ isBillingAddress: z.literal(true) }),
    registrationAddressSchema.extend({ isBillingAddress: z.literal(false) }),
  ]),
});

export const newsletterStepSchema = z.object({ newsletter: shape.newsletter });

export const paymentStepSchema = z.object({
  payment: z.string().min(1).transform(Number).pipe(shape.payment),
  fileUploaded: z.string().max(100),
  fileName: z.string(),
});

export const messageStepSchema = z.object({
  message: z.string().pipe(z.string().trim().max(2000)),
  terms: shape.terms,
  privacy: shape.privacy,
});
