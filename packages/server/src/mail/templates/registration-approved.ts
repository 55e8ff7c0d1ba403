import {
  mailLanguage,
  renderMail,
  salutation,
  SIGNATURE,
  type MailContent,
  type Person,
} from './mail-content.ts';

/** Sent when an operator approves a registration: the customer number and the set-password link. */
export function registrationApprovedMail(
  language: string,
  input: {
    person: Person;
    companyName: string;
    customerNumber: string;
    link: string;
    validDays: number;
  },
): MailContent {
  const lang = mailLanguage(language);
  if (lang === 'de') {
    return renderMail(lang, 'Ihr Kundenkonto ist freigeschaltet', [
      { paragraph: salutation(lang, input.person) },
      {
        paragraph: `wir freuen uns, Ihnen mitzuteilen, dass das Kundenkonto für ${input.companyName} freigeschaltet ist. Ihre Kundennummer lautet ${input.customerNumber}.`,
      },
      {
        paragraph: `Bitte legen Sie über den folgenden Link Ihr Passwort fest. Der Link ist ${input.validDays} Tage gültig und kann einmal verwendet werden.`,
      },
      { link: input.link, label: 'Passwort festlegen' },
      {
        paragraph:
          'Danach melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an. Ist der Link abgelaufen, nutzen Sie bitte „Passwort vergessen“ im Anmeldedialog.',
      },
      { paragraph: SIGNATURE.de },
    ]);
  }
  return renderMail(lang, 'Your customer account is active', [
    { paragraph: salutation(lang, input.person) },
    {
      paragraph: `we are pleased to let you know that the customer account for ${input.companyName} is now active. Your customer number is ${input.customerNumber}.`,
    },
    {
      paragraph: `Please set your password with the link below. The link is valid for ${input.validDays} days and works once.`,
    },
    { link: input.link, label: 'Set your password' },
    {
      paragraph:
        'Afterwards, log in with your e-mail address and your password. If the link has expired, please use "Forgot password" in the login dialog.',
    },
    { paragraph: SIGNATURE.en },
  ]);
}
