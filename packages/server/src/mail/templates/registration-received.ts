import {
  mailLanguage,
  renderMail,
  salutation,
  SIGNATURE,
  type MailContent,
  type Person,
} from './mail-content.ts';

/** Sent right after a registration is stored: we have it and will check it. */
export function registrationReceivedMail(
  language: string,
  input: { person: Person; companyName: string },
): MailContent {
  const lang = mailLanguage(language);
  if (lang === 'de') {
    return renderMail(lang, 'Ihre Registrierung ist bei uns eingegangen', [
      { paragraph: salutation(lang, input.person) },
      {
        paragraph: `vielen Dank für Ihre Registrierung als Händler für ${input.companyName}. Wir prüfen Ihre Angaben und melden uns in der Regel innerhalb von zwei Werktagen per E-Mail bei Ihnen.`,
      },
      {
        paragraph:
          'Sobald Ihr Kundenkonto freigeschaltet ist, erhalten Sie einen Link, mit dem Sie Ihr Passwort festlegen.',
      },
      { paragraph: SIGNATURE.de },
    ]);
  }
  return renderMail(lang, 'We have received your registration', [
    { paragraph: salutation(lang, input.person) },
    {
      paragraph: `thank you for registering ${input.companyName} as a retailer. We will review your details and usually get back to you by e-mail within two working days.`,
    },
    {
      paragraph:
        'As soon as your customer account is activated, you will receive a link to set your password.',
    },
    { paragraph: SIGNATURE.en },
  ]);
}
