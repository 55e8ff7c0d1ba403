import type { Language } from '@shop/domain/shops.ts';
import { shippedTexts } from '#server/i18n/shipped-texts.ts';
import { mailLanguage, renderMail, type MailContent } from '#server/mail/mail-layout.ts';

export interface ContactMailInput {
  page: 'contact' | 'storesupport';
  menuItem: string;
  /** the stored request's reference, also in the sender's acknowledgement */
  reference: string;
  question: string;
  email: string;
  name: string | undefined;
  shop: string;
  language: string;
  customerNumber: string | undefined;
}

const TYPE_NAMES: Record<'de' | 'en', Record<string, string>> = {
  de: {
    website: 'Webseite',
    order: 'Bestellung',
    article: 'Artikel',
    misc: 'Sonstiges',
    accountDeactivated: 'Konto deaktiviert',
    pos: 'POS-Material',
    event: 'Veranstaltung',
    socialMedia: 'Social Media',
  },
  en: {
    website: 'Website',
    order: 'Order',
    article: 'Article',
    misc: 'Other',
    accountDeactivated: 'Account deactivated',
    pos: 'POS material',
    event: 'Event',
    socialMedia: 'Social media',
  },
};

/** The message for the shop's service team, in the shop's language (de, else en). */
export function contactServiceMail(shopLanguage: string, input: ContactMailInput): MailContent {
  const lang = mailLanguage(shopLanguage);
  const type = TYPE_NAMES[lang][input.menuItem] ?? input.menuItem;
  const sender = input.name ? `${input.name} <${input.email}>` : input.email;
  const customer = input.customerNumber ?? (lang === 'de' ? 'nicht angemeldet' : 'not logged in');
  if (lang === 'de') {
    const form = input.page === 'contact' ? 'Kontaktanfrage' : 'Store-Support-Anfrage';
    return renderMail(lang, `${form}: ${type}`, [
      {
        paragraph: `Absender: ${sender}\nKunde: ${customer}\nShop: ${input.shop}, Sprache: ${input.language}\nReferenz: ${input.reference}`,
      },
      { paragraph: `Thema: ${type}` },
      { paragraph: input.question },
    ]);
  }
  const form = input.page === 'contact' ? 'Contact request' : 'Store support request';
  return renderMail(lang, `${form}: ${type}`, [
    {
      paragraph: `Sender: ${sender}\nCustomer: ${customer}\nShop: ${input.shop}, language: ${input.language}\nReference: ${input.reference}`,
    },
    { paragraph: `Topic: ${type}` },
    { paragraph: input.question },
  ]);
}

/**
 * What the address typed into the form gets: an acknowledgement with the request's reference, in
 * the sender's language, and nothing the sender wrote (not the message, not the name), so that
 * the form cannot send a stranger's text from the shop's address
 * (docs/decisions/097-contact-acknowledgement.md).
 */
export function contactAcknowledgementMail(language: Language, reference: string): MailContent {
  const text = shippedTexts(language, 'content');
  const withReference = (key: string) => text(key).replaceAll('{{reference}}', reference);
  return renderMail(language, withReference('contact.ack.subject'), [
    { paragraph: text('contact.ack.greeting') },
    { paragraph: withReference('contact.ack.text') },
    { paragraph: text('contact.ack.notYou') },
    { paragraph: text('contact.ack.signature') },
  ]);
}
