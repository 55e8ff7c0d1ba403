import { z } from 'zod';
import {
  EMAIL_ACTIVE_ACCOUNT,
  EMAIL_IN_REGISTRATION,
  registrationSchema,
  type PaymentMethod,
} from '@shop/domain/api/auth.ts';
import { isPaymentMethodAvailable } from '@shop/domain/rules/payment-methods.ts';
import type { AppConfig } from '#server/config/env.ts';
import { requireCaptcha, useCaptcha } from '#server/captcha/captcha.service.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { findUnassignedTradeLicence } from '#server/files/files.service.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { MailContent } from '#server/mail/mail-layout.ts';
import { registrationReceivedMail } from './registration-mails.ts';
import {
  deleteRegistrationDataOf,
  accountExistsWithEmail,
  findPaymentMethods,
  insertRegistration,
  pendingRegistrationExists,
  registrationUsesUpload,
  type RegistrationStatus,
} from './registration.repository.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import type { ShopEvents } from '#server/events/shop-events.ts';

/**
 * Registration of a new retailer (docs/product/identity.md#auth-registration-fields): the e-mail
 * check, the payment methods and the application itself; the operator's decision on it is
 * registration-approval.service.ts.
 */

export type RegistrationInput = z.output<typeof registrationSchema>;

/** The stored application: the request without the captcha and the tracking id (the e-mail already normalised). */
export const storedRegistrationSchema = z
  .strictObject(registrationSchema.shape)
  .omit({ captchaHash: true, eventTrackingId: true });
export type StoredRegistration = z.output<typeof storedRegistrationSchema>;

/** The link that lets an approved retailer set a first password stays valid a week. */
export const APPROVAL_LINK_VALIDITY_DAYS = 7;

// --- e-mail check and payment methods ------------------------------------------------------

export type EmailCheckStatus = 200 | typeof EMAIL_IN_REGISTRATION | typeof EMAIL_ACTIVE_ACCOUNT;

/**
 * 904 when an account holds the address, 903 when an application with it is pending, else 200
 * (docs/product/identity.md#auth-registration-email-check). Any account row counts: accounts.email
 * is unique, so an address of a deactivated account cannot be registered again either.
 */
export async function checkEmailForRegistration(
  db: DbOrTx,
  email: string,
): Promise<EmailCheckStatus> {
  if (await accountExistsWithEmail(db, email)) return EMAIL_ACTIVE_ACCOUNT;
  if (await pendingRegistrationExists(db, email)) return EMAIL_IN_REGISTRATION;
  return 200;
}

const countryListSchema = z.array(z.string());

function countryList(json: string): string[] {
  try {
    const parsed = countryListSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export async function listPaymentMethods(db: DbOrTx): Promise<PaymentMethod[]> {
  const rows = await findPaymentMethods(db);
  return rows.map((row) => ({
    value: row.value,
    restricted: countryList(row.restricted),
    exclusive: countryList(row.exclusive),
  }));
}

// --- the application -----------------------------------------------------------------------

/** What registering and deciding need besides the database: mail, and the configuration. */
export interface RegistrationServices {
  mailer: Mailer;
  config: AppConfig;
}

function emailTaken(): AppError {
  return new AppError(
    409,
    'EMAIL_TAKEN',
    'This e-mail address already belongs to an account or a pending registration',
  );
}

/**
 * Checks everything the form checks, and what only the server can: the captcha (valid, not
 * used), the payment method offered for the billing country, the uploaded trade licence, and
 * that the address is free. Stores the application in one transaction with the captcha use,
 * then mails the applicant a confirmation; the caller logs a failed `delivery` (it does not
 * undo the application).
 */
export async function submitRegistration(
  db: DbOrTx,
  services: RegistrationServices & { shopEvents: ShopEvents },
  input: RegistrationInput,
  now: Date = new Date(),
): Promise<{ delivery: Promise<void> }> {
  const solved = await requireCaptcha(db, services, input.captchaHash);

  const method = (await listPaymentMethods(db)).find((m) => m.value === input.payment);
  if (!method || !isPaymentMethodAvailable(method, input.billing.country)) {
    throw new AppError(
      400,
      'PAYMENT_METHOD_NOT_AVAILABLE',
      'This payment method is not offered for the billing country',
    );
  }
  const uploadNotFound = () =>
    new AppError(400, 'UPLOAD_NOT_FOUND', 'The uploaded trade licence was not found');
  if (input.fileUploaded !== undefined) {
    if (!(await findUnassignedTradeLicence(db, input.fileUploaded))) throw uploadNotFound();
  }

  const { captchaHash: _captcha, eventTrackingId, ...data } = input;
  const email = data.contact.email;
  try {
    await inTransaction(db, async (trx) => {
      await useCaptcha(trx, solved, now);
      if ((await checkEmailForRegistration(trx, email)) !== 200) throw emailTaken();
      if (
        input.fileUploaded !== undefined &&
        (await registrationUsesUpload(trx, input.fileUploaded))
      ) {
        throw uploadNotFound();
      }
      await insertRegistration(trx, {
        email,
        shop: data.shop,
        language: data.language,
        data: JSON.stringify(data),
        uploadReference: input.fileUploaded ?? null,
        createdAt: now.toISOString(),
      });
    });
  } catch (error) {
    // two racing applications with one address: the pending-e-mail index lets one through
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }

  services.shopEvents.emit('registrationSubmitted', {
    eventTrackingId: eventTrackingId ?? null,
    shop: data.shop,
  });
  const mail = registrationReceivedMail(data.language, {
    person: data,
    companyName: data.companyName,
  });
  // in the background: a slow mail server must not hold the answer
  const delivery = services.mailer.send({ to: email, ...mail });
  delivery.catch(() => undefined);
  return { delivery };
}

/** Sends a mail of the registration; a failure is the caller's `mailSent: false`, never a refusal. */
export async function trySend(mailer: Mailer, to: string, mail: MailContent): Promise<boolean> {
  try {
    await mailer.send({ to, ...mail });
    return true;
  } catch {
    return false;
  }
}

export type { RegistrationStatus };

/**
 * Removes an account's registration (which holds every field it applied with) and its
 * newsletter addresses (docs/decisions/039-account-deletion.md).
 */
export function eraseRegistrationOf(tx: DbOrTx, accountId: number, email: string): Promise<void> {
  return deleteRegistrationDataOf(tx, accountId, email);
}
