import {
  mailLanguage,
  renderMail,
  salutation,
  SIGNATURE,
  type MailContent,
  type Person,
} from './mail-content.ts';

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
