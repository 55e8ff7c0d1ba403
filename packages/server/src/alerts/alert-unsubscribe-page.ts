import { escapeHtml } from '@shop/domain/rules/escape-html.ts';
import { isLanguage } from '@shop/domain/shops.ts';
import { shippedTexts } from '#server/i18n/shipped-texts.ts';

/**
 * The page of a digest's unsubscribe link (docs/decisions/150-article-alerts.md): opening the
 * link only asks (a mail scanner that follows links unsubscribes no one); its button posts the
 * same address, as a mail client's one-click button does (RFC 8058).
 */
export function unsubscribePage(
  languageOfAccount: string,
  state: 'confirm' | 'done' | 'invalid',
  action: string,
): string {
  const language = isLanguage(languageOfAccount) ? languageOfAccount : 'en';
  const text = shippedTexts(language, 'account');
  const title = text(`alerts.unsubscribe.${state}.title`);
  const body = text(`alerts.unsubscribe.${state}.text`);
  const form =
    state === 'confirm'
      ? `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(text('alerts.unsubscribe.confirm.button'))}</button>
</form>`
      : '';
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5;">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${form}
</body>
</html>
`;
}
