import { mailLanguage, renderMail, SIGNATURE, type MailContent } from '#server/mail/mail-layout.ts';

/** Asks the owner of a newsletter address to confirm it (double opt-in). */
export function newsletterValidationMail(
  language: string,
  input: { email: string; validationLink: string; unsubscribeLink: string; validDays: number },
): MailContent {
  const lang = mailLanguage(language);
  if (lang === 'de') {
    return renderMail(lang, 'Bitte bestätigen Sie Ihre Newsletter-Adresse', [
      { paragraph: 'Guten Tag,' },
      {
        paragraph: `die Adresse ${input.email} wurde für den Newsletter unseres Großhandels-Shops eingetragen. Bitte bestätigen Sie sie über den folgenden Link; erst danach erhalten Sie Newsletter. Der Link ist ${input.validDays} Tage gültig.`,
      },
      { link: input.validationLink, label: 'Newsletter-Adresse bestätigen' },
      {
        paragraph:
          'Haben Sie sich nicht angemeldet, können Sie diese E-Mail ignorieren oder sich hier abmelden:',
      },
      { link: input.unsubscribeLink, label: 'Vom Newsletter abmelden' },
      { paragraph: SIGNATURE.de },
    ]);
  }
  return renderMail(lang, 'Please confirm your newsletter address', [
    { paragraph: 'Hello,' },
    {
      paragraph: `the address ${input.email} was entered for the newsletter of our wholesale shop. Please confirm it with the link below; only then will you receive newsletters. The link is valid for ${input.validDays} days.`,
    },
    { link: input.validationLink, label: 'Confirm the newsletter address' },
    {
      paragraph: 'If you did not sign up, you can ignore this e-mail or unsubscribe here:',
    },
    { link: input.unsubscribeLink, label: 'Unsubscribe from the newsletter' },
    { paragraph: SIGNATURE.en },
  ]);
}
