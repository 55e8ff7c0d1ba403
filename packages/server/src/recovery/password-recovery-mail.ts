import { mailLanguage, renderMail, SIGNATURE, type MailContent } from '#server/mail/mail-layout.ts';

/** Sent on a password-recovery request for an existing, active account. */
export function passwordRecoveryMail(
  language: string,
  input: { link: string; validMinutes: number },
): MailContent {
  const lang = mailLanguage(language);
  if (lang === 'de') {
    return renderMail(lang, 'Passwort zurücksetzen', [
      { paragraph: 'Guten Tag,' },
      {
        paragraph: `für Ihr Kundenkonto wurde ein neues Passwort angefordert. Über den folgenden Link legen Sie es fest. Der Link ist ${input.validMinutes} Minuten gültig und kann einmal verwendet werden.`,
      },
      { link: input.link, label: 'Neues Passwort festlegen' },
      {
        paragraph:
          'Haben Sie kein neues Passwort angefordert, können Sie diese E-Mail ignorieren; Ihr bisheriges Passwort bleibt gültig.',
      },
      { paragraph: SIGNATURE.de },
    ]);
  }
  return renderMail(lang, 'Reset your password', [
    { paragraph: 'Hello,' },
    {
      paragraph: `a new password was requested for your customer account. Use the link below to set it. The link is valid for ${input.validMinutes} minutes and works once.`,
    },
    { link: input.link, label: 'Set a new password' },
    {
      paragraph:
        'If you did not ask for a new password, you can ignore this e-mail; your current password stays valid.',
    },
    { paragraph: SIGNATURE.en },
  ]);
}
