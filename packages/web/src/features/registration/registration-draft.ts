import { z } from 'zod';
import type { Registration } from '@shop/domain/api/auth.ts';
import {
  NEWSLETTER_CATEGORIES,
  type NewsletterFlags,
} from '@shop/domain/rules/newsletter-types.ts';
import { SHOP_DEFAULT_COUNTRY, type Language, type ShopCode } from '@shop/domain/shops.ts';
import { readStored, removeStored, writeStored } from '#web/shared/storage/local-storage.ts';

/**
 * The registration draft (docs/product/identity.md#auth-registration-steps): what the applicant has
 * typed, as the forms hold it (text as strings), with the step progress. It is saved in
 * localStorage on every change and restored when the registration opens again; a successful submit
 * clears it.
 */
export const STEPS = ['company', 'addresses', 'newsletter', 'payment', 'message'] as const;
export type StepName = (typeof STEPS)[number];
export const LAST_STEP = STEPS.length - 1;

export interface AddressDraft {
  street: string;
  adding: string;
  zip: string;
  city: string;
  country: string;
}

/**
 * If billing is the shipping address, shipping data is cleared to just that flag
 * (docs/product/identity.md#auth-registration-shipping).
 */
export type ShippingDraft =
  { isBillingAddress: true } | ({ isBillingAddress: false } & AddressDraft);

/** The shipping part as the address form holds it: the flag and every field. */
export type ShippingForm = { isBillingAddress: boolean } & AddressDraft;

export interface RegistrationDraft {
  companyName: string;
  /** 2 to 5, as the select holds it */
  shopType: string;
  gender: string;
  firstName: string;
  lastName: string;
  taxIdentificationNumber: string;
  contact: { email: string; emailRepeat: string; phone: string; website: string };
  billing: AddressDraft;
  shipping: ShippingDraft;
  newsletter: NewsletterFlags;
  /** the pay type value, as the radio group holds it */
  payment: string;
  /** the reference of the uploaded trade licence, and the name it was stored under */
  fileUploaded: string;
  fileName: string;
  message: string;
  terms: boolean;
  privacy: boolean;
}

export interface RegistrationProgress {
  draft: RegistrationDraft;
  /** steps 0 … finished-1 are finished; tab `finished` is the furthest one enabled */
  finished: number;
  /** the step shown */
  step: number;
}

export function emptyAddress(shop: ShopCode): AddressDraft {
  return { street: '', adding: '', zip: '', city: '', country: SHOP_DEFAULT_COUNTRY[shop] };
}

const noNewsletters = Object.fromEntries(
  NEWSLETTER_CATEGORIES.map((category) => [category, false]),
) as NewsletterFlags;

export function emptyDraft(shop: ShopCode): RegistrationDraft {
  return {
    companyName: '',
    shopType: '',
    gender: '',
    firstName: '',
    lastName: '',
    taxIdentificationNumber: '',
    contact: { email: '', emailRepeat: '', phone: '', website: '' },
    billing: emptyAddress(shop),
    shipping: { isBillingAddress: true },
    newsletter: { ...noNewsletters },
    payment: '',
    fileUploaded: '',
    fileName: '',
    message: '',
    terms: false,
    privacy: false,
  };
}

/**
 * The fields each step owns: clearing a step resets exactly these
 * (docs/product/identity.md#auth-registration-steps).
 */
const STEP_FIELDS: Record<StepName, readonly (keyof RegistrationDraft)[]> = {
  company: [
    'companyName',
    'shopType',
    'gender',
    'firstName',
    'lastName',
    'taxIdentificationNumber',
    'contact',
  ],
  addresses: ['billing', 'shipping'],
  newsletter: ['newsletter'],
  payment: ['payment', 'fileUploaded', 'fileName'],
  message: ['message', 'terms', 'privacy'],
};

export function stepFields(step: number): readonly (keyof RegistrationDraft)[] {
  return STEP_FIELDS[STEPS[step] ?? 'company'];
}

// --- progress -------------------------------------------------------------------------------

/**
 * A later step's tab is enabled only when the previous step is finished
 * (docs/product/identity.md#auth-registration-steps).
 */
export function isStepEnabled(step: number, finished: number): boolean {
  return step >= 0 && step <= Math.min(finished, LAST_STEP);
}

export function finishStep(progress: RegistrationProgress, step: number): RegistrationProgress {
  const finished = Math.max(progress.finished, step + 1);
  return { ...progress, finished, step: Math.min(step + 1, LAST_STEP) };
}

/** Clears one step: its fields go back to empty and it (and all after it) counts as unfinished. */
export function clearStep(
  progress: RegistrationProgress,
  step: number,
  shop: ShopCode,
): RegistrationProgress {
  const empty = emptyDraft(shop);
  const draft = { ...progress.draft };
  for (const field of stepFields(step)) Object.assign(draft, { [field]: empty[field] });
  return { draft, finished: Math.min(progress.finished, step), step };
}

// --- shipping -------------------------------------------------------------------------------

/** The shipping part to keep: just the flag when billing is the shipping address. */
export function normalizeShipping(shipping: ShippingForm): ShippingDraft {
  if (shipping.isBillingAddress) return { isBillingAddress: true };
  const { street, adding, zip, city, country } = shipping;
  return { isBillingAddress: false, street, adding, zip, city, country };
}

/** The shipping part as the address form shows it: empty fields when billing is used. */
export function shippingForm(shipping: ShippingDraft, shop: ShopCode): ShippingForm {
  return shipping.isBillingAddress
    ? { isBillingAddress: true, ...emptyAddress(shop) }
    : { ...shipping };
}

// --- the request ----------------------------------------------------------------------------

function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function address(value: AddressDraft) {
  return {
    street: value.street,
    adding: optional(value.adding),
    zip: value.zip,
    city: value.city,
    country: value.country,
  };
}

/** The registration request of a finished draft (registrationSchema checks it before it goes). */
export function registrationRequest(
  draft: RegistrationDraft,
  context: { language: Language; shop: ShopCode; captchaHash: string },
): Registration {
  return {
    companyName: draft.companyName,
    shopType: Number(draft.shopType),
    gender: draft.gender as Registration['gender'],
    firstName: draft.firstName,
    lastName: draft.lastName,
    taxIdentificationNumber: draft.taxIdentificationNumber,
    contact: {
      email: draft.contact.email,
      emailRepeat: draft.contact.emailRepeat,
      phone: draft.contact.phone,
      website: optional(draft.contact.website),
    },
    billing: address(draft.billing),
    shipping: draft.shipping.isBillingAddress
      ? { isBillingAddress: true }
      : { isBillingAddress: false, ...address(draft.shipping) },
    newsletter: { ...draft.newsletter },
    payment: Number(draft.payment),
    message: optional(draft.message),
    terms: draft.terms as true,
    privacy: draft.privacy as true,
    fileUploaded: optional(draft.fileUploaded),
    language: context.language,
    shop: context.shop,
    captchaHash: context.captchaHash,
  };
}

// --- storage --------------------------------------------------------------------------------

const text = z.string().max(4000).catch('');
const flag = z.boolean().catch(false);
const storedAddress = z.object({
  street: text,
  adding: text,
  zip: text,
  city: text,
  country: text,
});

/** What may come back from storage: anything unreadable falls back to empty, field by field. */
const storedSchema = z.object({
  version: z.literal(1),
  finished: z.number().int().min(0).max(STEPS.length).catch(0),
  step: z.number().int().min(0).max(LAST_STEP).catch(0),
  draft: z.object({
    companyName: text,
    shopType: text,
    gender: text,
    firstName: text,
    lastName: text,
    taxIdentificationNumber: text,
    contact: z
      .object({ email: text, emailRepeat: text, phone: text, website: text })
      .catch({ email: '', emailRepeat: '', phone: '', website: '' }),
    billing: storedAddress.nullable().catch(null),
    shipping: z
      .union([
        z.object({ isBillingAddress: z.literal(true) }),
        storedAddress.extend({ isBillingAddress: z.literal(false) }),
      ])
      .catch({ isBillingAddress: true }),
    newsletter: z
      .object(
        Object.fromEntries(NEWSLETTER_CATEGORIES.map((category) => [category, flag])) as Record<
          keyof NewsletterFlags,
          typeof flag
        >,
      )
      .catch(noNewsletters),
    payment: text,
    fileUploaded: text,
    fileName: text,
    message: text,
    terms: flag,
    privacy: flag,
  }),
});

export function loadRegistration(shop: ShopCode): RegistrationProgress {
  const fresh: RegistrationProgress = { draft: emptyDraft(shop), finished: 0, step: 0 };
  const raw = readStored('registration');
  if (raw === null) return fresh;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fresh;
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success) return fresh;
  const { draft, finished, step } = parsed.data;
  const restored: RegistrationDraft = {
    ...draft,
    billing: draft.billing ?? emptyAddress(shop),
  };
  return { draft: restored, finished, step: Math.min(step, finished, LAST_STEP) };
}

export function saveRegistration(progress: RegistrationProgress): void {
  writeStored('registration', JSON.stringify({ version: 1, ...progress }));
}

export function clearRegistration(): void {
  removeStored('registration');
}
