/**
 * The layout of the shop's mails, whose texts sit beside the areas that send them: every mail
 * returns a subject, a plain-text body and an HTML body. Texts exist in German and English; every other language falls back to English.
 * Every value that reaches the HTML body goes through escapeHtml.
 */
import { escapeHtml } from '@shop/domain/rules/escape-html.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type MailLanguage = 'de' | 'en';

/** German for de, English for every other language (es, fr, it, pl, ja have no mail texts yet). */
export function mailLanguage(language: string): MailLanguage {
  return language === 'de' ? 'de' : 'en';
}

/** A block of a mail: a paragraph of text or a link on its own line. */
export type MailBlock = { paragraph: string } | { link: string; label: string };

/** Builds the text and HTML bodies from the same blocks, so both always say the same. */
export function renderMail(
  /** the html element's lang: a mail language, or any shop language for texts of packages/messages */
  language: string,
  subject: string,
  blocks: readonly MailBlock[],
): MailContent {
  const text = blocks
    .map((block) => ('paragraph' in block ? block.paragraph : `${block.label}:\n${block.link}`))
    .join('\n\n');
  const body = blocks
    .map((block) =>
      'paragraph' in block
        ? `<p>${escapeHtml(block.paragraph).replaceAll('\n', '<br>')}</p>`
        : `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #222;">
${body}
</body>
</html>
`;
  return { subject, text: `${text}\n`, html };
}

export const SIGNATURE: Record<MailLanguage, string> = {
  de: 'Mit freundlichen Grüßen\nIhr Team des Großhandels-Shops',
  en: 'Kind regards\nThe wholesale shop team',
};

export interface Person {
  gender?: 'male' | 'female' | 'divers' | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

/** The salutation: formal German by gender (neutral for divers), "Dear …" in English. */
export function salutation(language: MailLanguage, person: Person | undefined): string {
  const first = person?.firstName?.trim() ?? '';
  const last = person?.lastName?.trim() ?? '';
  const full = [first, last].filter(Boolean).join(' ');
  if (language === 'de') {
    if (last && person?.gender === 'female') return `Sehr geehrte Frau ${last},`;
    if (last && person?.gender === 'male') return `Sehr geehrter Herr ${last},`;
    return full ? `Guten Tag ${full},` : 'Guten Tag,';
  }
  return full ? `Dear ${full},` : 'Hello,';
}
