import { z } from 'zod';
import { multiLineText, oneLineText, secretText } from './text.ts';
import { LANGUAGES, SHOP_CODES } from '../shops.ts';
import { NEWSLETTER_CATEGORIES } from '../rules/newsletter-types.ts';

/**
 * Contracts of identity: login, registration, password recovery and change. The session a login
 * answers is in session.ts and the account in account.ts: every logged-in page reads those two,
 * and need not build these (decision 076).
 */

export const emailSchema = oneLineText(254).toLowerCase().email();
/**
 * Passwords: at least 10 characters (docs/product/identity.md#auth-password-rules), bounded so
 * hashing cannot be abused.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const newPasswordSchema = secretText(200).min(PASSWORD_MIN_LENGTH);

export const loginRequestSchema = z.strictObject({
  name: oneLineText(254).min(1),
  password: secretText(200).min(1),
  stayConnected: z.boolean().default(true),
  /** the solved ALTCHA payload, required after a few failed logins for the e-mail (decision 016) */
  captchaHash: oneLineText(4000).min(1).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const ROLE_RETAILER = 'retailer';
export const BUSINESS_CONSOLE_CLIENT = 'business-console';
export const ROLE_BUSINESS_CONSOLE = 'business-console-user';

export const portalLoginRequestSchema = z.strictObject({ data: oneLineText(4096).min(10) });

// --- registration (docs/product/identity.md#auth-registration-fields)
// ----------------------------------------------

export const EMAIL_ACTIVE_ACCOUNT = 904;
export const EMAIL_IN_REGISTRATION = 903;
export const checkEmailRequestSchema = z.strictObject({ email: emailSchema });
export const checkEmailAnswerSchema = z.object({
  status: z.union([z.literal(200), z.literal(903), z.literal(904)]),
});

export const paymentMethodSchema = z.object({
  value: z.number().int(),
  restricted: z.array(z.string()),
  exclusive: z.array(z.string()),
});
export const paymentMethodsSchema = z.array(paymentMethodSchema);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const GENDERS = ['male', 'female', 'divers'] as const;
const text = (max: number) => oneLineText(max).min(1);
const optionalText = (max: number) => oneLineText(max).optional();
const country = oneLineText(2).regex(/^[A-Z]{2}$/);

export const registrationAddressSchema = z.strictObject({
  street: text(120),
  adding: optionalText(120),
  zip: text(20),
  city: text(80),
  country,
});

export const registrationSchema = z
  .strictObject({
    companyName: text(120),
    shopType: z.number().int().min(2).max(5),
    gender: z.enum(GENDERS),
    firstName: text(80),
    lastName: text(80),
    taxIdentificationNumber: text(40),
    contact: z.strictObject({
      email: emailSchema,
      emailRepeat: emailSchema,
      phone: text(40),
      website: optionalText(200),
    }),
    billing: registrationAddressSchema,
    shipping: z.union([
      z.strictObject({ isBillingAddress: z.literal(true) }),
      registrationAddressSchema.extend({ isBillingAddress: z.literal(false) }),
    ]),
    newsletter: z.strictObject(
      Object.fromEntries(NEWSLETTER_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
        (typeof NEWSLETTER_CATEGORIES)[number],
        z.ZodBoolean
      >,
    ),
    payment: z.number().int(),
    message: multiLineText(2000).optional(),
    terms: z.literal(true),
    privacy: z.literal(true),
    fileUploaded: oneLineText(100).optional(),
    language: z.enum(LANGUAGES),
    shop: z.enum(SHOP_CODES),
    captchaHash: oneLineText(4000).min(1),
    /** the tracking event id of a client that consented (decision 052); not stored */
    eventTrackingId: oneLineText(100).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.contact.email !== value.contact.emailRepeat) {
      ctx.addIssue({
        code: 'custom',
        path: ['contact', 'emailRepeat'],
        message: 'E-mail addresses differ',
      });
    }
    if ((value.shopType === 3 || value.shopType === 4) && !value.contact.website) {
      ctx.addIssue({
        code: 'custom',
        path: ['contact', 'website'],
        message: 'A website is required for this shop type',
      });
    }
  });
export type Registration = z.input<typeof registrationSchema>;

export const uploadAnswerSchema = z.object({ reference: z.string(), fileName: z.string() });

// --- password recovery and change (docs/product/identity.md#auth-recovery-request,
// docs/product/identity.md#auth-password-change) -------------------

export const sendPasswordRecoveryRequestSchema = z.strictObject({
  email: emailSchema,
  captchaHash: oneLineText(4000).min(1),
  language: z.enum(LANGUAGES),
});
export const checkUrlIdRequestSchema = z.strictObject({ urlID: oneLineText(200).min(10) });
export const recoverPasswordRequestSchema = z.strictObject({
  newPassword: newPasswordSchema,
  urlID: oneLineText(200).min(10),
});
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: secretText(200).default(''),
  newPassword: newPasswordSchema,
  passwordInitialization: z.boolean().default(false),
});

// --- captcha (ALTCHA proof of work, docs/product/identity.md#auth-captcha)
// -------------------------------------

/**
 * A proof-of-work challenge as `GET /api/captcha/challenge` answers it for the ALTCHA widget
 * (altcha-lib v2 format). The widget solves it and puts base64(JSON {challenge, solution}) into
 * its form field; the client sends that string as `captchaHash`.
 */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    parallelism: z.number().int().optional(),
    expiresAt: z.number().int().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
