import {
  CONTACT_EMAIL_INVALID_STATUS,
  contactEmailSchema,
  QUESTION_TYPES_OF,
  type ContactRequest,
} from '@shop/domain/api/content-contact.ts';
import { SHOP_DEFAULT_LANGUAGE } from '@shop/domain/shops.ts';
import type { AppConfig } from '#server/config/env.ts';
import type { Customer } from '#server/auth/customer.ts';
import { requireCaptcha, useCaptcha } from '#server/captcha/captcha.service.ts';
import { serviceAddressOf } from '#server/content/content.service.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  contactAcknowledgementMail,
  contactServiceMail,
  type ContactMailInput,
} from './contact-mails.ts';
import { insertContactRequest } from './contact.repository.ts';

/** The reference a sender and the service team speak of a request by: its stored id. */
function contactReference(id: number): string {
  return `C-${id}`;
}

export interface ContactServices {
  mailer: Mailer;
  config: AppConfig;
}

/**
 * A message from the contact or store-support form (docs/product/content.md#content-contact): the
 * question type must belong to the form, store support needs a logged-in retailer, the e-mail must
 * be an address (else 450), the captcha valid and unused. The request is stored with the captcha's
 * use in one transaction; then the shop's service address gets the message in the shop's language
 * (replies go to the sender) and the sender an acknowledgement in theirs with the request's
 * reference and none of the sender's text (docs/decisions/097-contact-acknowledgement.md). A failed
 * delivery is the caller's to log: the stored request is not undone.
 */
export async function sendContactRequest(
  db: DbOrTx,
  services: ContactServices,
  customer: Customer | null,
  input: ContactRequest,
  now: Date = new Date(),
): Promise<{ delivery: Promise<void> }> {
  if (input.page === 'storesupport' && customer === null) {
    throw new AppError(401, 'UNAUTHENTICATED', 'Store support is for logged-in retailers');
  }
  if (!QUESTION_TYPES_OF[input.page].includes(input.menuItem)) {
    throw new AppError(400, 'QUESTION_TYPE_INVALID', 'This question type is not offered here');
  }
  const email = contactEmailSchema.safeParse(input.email);
  if (!email.success) {
    throw new AppError(CONTACT_EMAIL_INVALID_STATUS, 'EMAIL_INVALID', 'The e-mail is not valid', {
      responseCode: CONTACT_EMAIL_INVALID_STATUS,
    });
  }
  const solved = await requireCaptcha(db, services, input.captchaHash);
  const id = await inTransaction(db, async (trx) => {
    await useCaptcha(trx, solved, now);
    return insertContactRequest(trx, {
      kind: input.page,
      question: input.menuItem,
      email: email.data,
      message: input.question,
      language: input.language,
      shop: input.shop,
      accountId: customer?.accountId ?? null,
      createdAt: now.toISOString(),
    });
  });

  const reference = contactReference(id);
  const mailInput: ContactMailInput = {
    page: input.page,
    menuItem: input.menuItem,
    reference,
    question: input.question,
    email: email.data,
    name: input.name,
    shop: input.shop,
    language: input.language,
    customerNumber: customer?.customerNumber,
  };
  const to = await serviceAddressOf(db, input.shop, services.config.operatorEmail);
  const serviceMail = contactServiceMail(SHOP_DEFAULT_LANGUAGE[input.shop], mailInput);
  const delivery = Promise.all([
    services.mailer.send({ to, replyTo: email.data, ...serviceMail }),
    services.mailer.send({
      to: email.data,
      ...contactAcknowledgementMail(input.language, reference),
    }),
  ]).then(() => undefined);
  delivery.catch(() => undefined);
  return { delivery };
}
