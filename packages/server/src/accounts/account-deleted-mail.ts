import { mailLanguage, renderMail, SIGNATURE, type MailContent } from '#server/mail/mail-layout.ts';

/**
 * Sent to the former address once an account was deleted (docs/decisions/039-account-deletion.md).
 * It names no person: the mail is the last thing the shop sends to that address.
 */
export function accountDeletedMail(
  language: string,
  input: { customerNumber: string },
): MailContent {
  const lang = mailLanguage(language);
  if (lang === 'de') {
    return renderMail(lang, 'Ihr Kundenkonto wurde gelöscht', [
      { paragraph: 'Guten Tag,' },
      {
        paragraph: `wie von Ihnen gewünscht, haben wir das Kundenkonto ${input.customerNumber} gelöscht. Ihre persönlichen Daten, gespeicherten Suchen, Warenkörbe und hochgeladenen Dateien sind entfernt; alle Anmeldungen sind beendet.`,
      },
      {
        paragraph:
          'Bestellungen und Rechnungen bewahren wir ohne Ihre persönlichen Daten auf, solange das Steuerrecht es verlangt.',
      },
      { paragraph: SIGNATURE.de },
    ]);
  }
  return renderMail(lang, 'Your customer account was deleted', [
    { paragraph: 'Hello,' },
    {
      paragraph: `as you asked, we have deleted the customer account ${input.customerNumber}. Your personal data, saved searches, baskets and uploaded files are removed, and every login has ended.`,
    },
    {
      paragraph:
        'We keep orders and invoices without your personal data for as long as tax law requires.',
    },
    { paragraph: SIGNATURE.en },
  ]);
}
