import { mailLanguage, renderMail, SIGNATURE, type MailContent } from './mail-content.ts';

export interface ContactMailInput {
  page: 'contact' | 'storesupport';
  menuItem: string;
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
        paragraph: `Absender: ${sender}\nKunde: ${customer}\nShop: ${input.shop}, Sprache: ${input.language}`,
      },
      { paragraph: `Thema: ${type}` },
      { paragraph: input.question },
    ]);
  }
  const form = input.page === 'contact' ? 'Contact request' : 'Store support request';
  return renderMail(lang, `${form}: ${type}`, [
    {
      paragraph: `Sender: ${sender}\nCustomer: ${customer}\nShop: ${input.shop}, language: ${input.language}`,
    },
    { paragraph: `Topic: ${type}` },
    { paragraph: input.question },
  ]);
}

/** The sender's copy, in the sender's language (de, else en). */
export function contactCopyMail(input: ContactMailInput): MailContent {
  const lang = mailLanguage(input.language);
  const type = TYPE_NAMES[lang][input.menuItem] ?? input.menuItem;
  if (lang === 'de') {
    return renderMail(lang, `Ihre Anfrage an uns: ${type}`, [
      { paragraph: input.name ? `Guten Tag ${input.name},` : 'Guten Tag,' },
      {
        paragraph:
          'vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich. Hier ist eine Kopie Ihrer Anfrage:',
      },
      { paragraph: `Thema: ${type}` },
      { paragraph: input.question },
      { paragraph: SIGNATURE.de },
    ]);
  }
  return renderMail(lang, `Your message to us: ${type}`, [
    { paragraph: input.name ? `Dear ${input.name},` : 'Hello,' },
    {
      paragraph:
        'thank you for your message. We will get back to you as soon as possible. Here is a copy of your request:',
    },
    { paragraph: `Topic: ${type}` },
    { paragraph: input.question },
    { paragraph: SIGNATURE.en },
  ]);
}
