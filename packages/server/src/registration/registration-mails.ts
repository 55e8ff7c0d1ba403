import {
  mailLanguage,
  renderMail,
  salutation,
  SIGNATURE,
  type MailContent,
  type Person,
} from '#server/mail/mail-layout.ts';

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

/** Sent when an operator declines a registration; polite and without reasons. */
export function registrationRejectedMail(
  language: string,
  input: { person: Person; companyName: string },
): MailContent {
  const lang = mailLanguage(language);
  if (lang === 'de') {
    return renderMail(lang, 'Ihre Registrierung', [
      { paragraph: salutation(lang, input.person) },
      {
        paragraph: `vielen Dank für Ihr Interesse an einer Zusammenarbeit und Ihre Registrierung für ${input.companyName}. Nach sorgfältiger Prüfung können wir Ihnen leider derzeit kein Händlerkonto anbieten.`,
      },
      {
        paragraph:
          'Wenn Sie Fragen haben oder sich Ihre Angaben geändert haben, antworten Sie gern auf diese E-Mail. Wir wünschen Ihnen weiterhin viel Erfolg.',
      },
      { paragraph: SIGNATURE.de },
    ]);
  }
  return renderMail(lang, 'Your registration', [
    { paragraph: salutation(lang, input.person) },
    {
      paragraph: `thank you for your interest in working with us and for registering ${input.companyName}. After careful review, we are unfortunately unable to offer you a retailer account at this time.`,
    },
    {
      paragraph:
        'If you have any questions or your details have changed, feel free to reply to this e-mail. We wish you every success.',
    },
    { paragraph: SIGNATURE.en },
  ]);
}
