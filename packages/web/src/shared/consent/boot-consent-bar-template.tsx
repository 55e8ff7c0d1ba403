import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { textSlot } from '@shop/domain/rules/text-slots.ts';
import { LANGUAGES, SHOP_CODES } from '@shop/domain/shops.ts';
import { BOOT_CONSENT_BAR_ID } from '#web/shared/consent/boot-consent-bar.ts';
import { ConsentBar } from '#web/shared/consent/consent-banner.tsx';

/** `shop/language` → the bar's markup with a slot for each text. */
export type BootConsentBarTemplates = Record<string, string>;

/**
 * The consent bar's markup for every shop and language, rendered from the client's own component
 * when the client is built (write-boot-templates.ts); the server fills the slots with its texts
 * and writes the bar into a first visit's page (decision 071). The texts stay out of the build,
 * so an operator's correction in the database shows in both bars.
 */
export async function renderBootConsentBarTemplates(): Promise<BootConsentBarTemplates> {
  const slots = i18next.createInstance();
  await slots.init({
    resources: {},
    keySeparator: false,
    nsSeparator: ':',
    appendNamespaceToMissingKey: true,
    parseMissingKeyHandler: (key) => textSlot(key),
    react: { useSuspense: false },
  });
  const templates: BootConsentBarTemplates = {};
  for (const shop of SHOP_CODES) {
    for (const language of LANGUAGES) {
      const bar = renderToStaticMarkup(
        <I18nextProvider i18n={slots}>
          <MemoryRouter initialEntries={[`/${shop}/${language}`]}>
            <Routes>
              <Route
                path="/:shop/:language"
                element={<ConsentBar onChoose={() => undefined} beforeScript />}
              />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>,
      );
      templates[`${shop}/${language}`] = `<div id="${BOOT_CONSENT_BAR_ID}">${bar}</div>`;
    }
  }
  return templates;
}
