import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@shop/messages/en.json';
import { fillTextSlots } from '@shop/domain/rules/text-slots.ts';
import { LANGUAGES, SHOP_CODES } from '@shop/domain/shops.ts';
import { CONSENT_DECIDED_COOKIE } from '@shop/domain/consent-cookie.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { BOOT_CONSENT_BAR_ID, settleBootConsentBar } from '#web/shared/consent/boot-consent-bar.ts';
import { renderBootConsentBarTemplates } from '#web/shared/consent/boot-consent-bar-template.tsx';
import { ConsentBar } from '#web/shared/consent/consent-banner.tsx';
import { REJECT_ALL, consentStore } from '#web/shared/consent/consent-store.ts';

const SLOTS = ['title', 'text', 'privacy', 'acceptAll', 'rejectAll', 'choose'].map(
  (key) => `[[shell:consent.${key}]]`,
);

/** The server's fill (packages/server/src/http/first-paint-document.ts) with the shipped en texts. */
function filled(template: string): string {
  const texts = en as Record<string, Record<string, string>>;
  return fillTextSlots(template, (slot) => {
    const [namespace = '', key = ''] = slot.split(':');
    return texts[namespace]?.[key];
  })!;
}

function serverBar(html: string): HTMLElement {
  document.body.insertAdjacentHTML('afterbegin', html);
  return document.getElementById(BOOT_CONSENT_BAR_ID)!;
}

/** The markup apart from what differs on purpose: the generated id and the disabled buttons. */
function comparable(element: Element): string {
  return element.outerHTML
    .replaceAll(/ (id|aria-labelledby)="[^"]*"/g, '')
    .replaceAll(' disabled=""', '');
}

afterEach(() => {
  cleanup();
  document.getElementById(BOOT_CONSENT_BAR_ID)?.remove();
});

describe('the consent bar the server writes into a first visit’s page', () => {
  it('has a template for every shop and language, with a slot per text and its own privacy link', async () => {
    const templates = await renderBootConsentBarTemplates();
    expect(Object.keys(templates).sort()).toEqual(
      SHOP_CODES.flatMap((shop) => LANGUAGES.map((language) => `${shop}/${language}`)).sort(),
    );
    for (const [address, template] of Object.entries(templates)) {
      expect(template.match(/\[\[[^\]]+\]\]/g), address).toEqual(SLOTS);
      expect(template).toContain(`href="/${address}/privacy-policy#cookies"`);
      // nothing could handle a click before the client runs
      expect(template.match(/<button[^>]* disabled=""/g), address).toHaveLength(3);
    }
  });

  it('is the client’s bar, filled with the texts, so the hand-over changes nothing the eye sees', async () => {
    const templates = await renderBootConsentBarTemplates();
    const fromServer = serverBar(filled(templates['uk/en']!)).firstElementChild!;
    const fromServerHtml = comparable(fromServer);
    document.getElementById(BOOT_CONSENT_BAR_ID)!.remove();
    renderRoute('/uk/en', [{ index: true, element: <ConsentBar onChoose={() => undefined} /> }]);
    const client = screen.getByRole('region', { name: 'Cookies and tracking' });
    expect(comparable(client)).toBe(fromServerHtml);
  });

  it('gives way to the client’s bar as that renders, leaving one bar whose buttons work', async () => {
    const templates = await renderBootConsentBarTemplates();
    serverBar(filled(templates['de/en']!));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Accept all' }).disabled).toBe(
      true,
    );
    renderRoute('/de/en', [{ index: true, element: <ConsentBar onChoose={() => undefined} /> }]);
    expect(document.getElementById(BOOT_CONSENT_BAR_ID)).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Accept all' }).disabled).toBe(
      false,
    );
  });

  it('stays at start without a choice, and goes with a stored one, which sets the cookie again', () => {
    serverBar('<div id="boot-consent-bar"><p>bar</p></div>');
    settleBootConsentBar();
    expect(document.getElementById(BOOT_CONSENT_BAR_ID)).not.toBeNull();
    expect(document.cookie).not.toContain(CONSENT_DECIDED_COOKIE);

    consentStore.decide(REJECT_ALL);
    expect(document.cookie).toContain(`${CONSENT_DECIDED_COOKIE}=1`);
    document.cookie = `${CONSENT_DECIDED_COOKIE}=; Max-Age=0; Path=/`;
    settleBootConsentBar();
    expect(document.getElementById(BOOT_CONSENT_BAR_ID)).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_DECIDED_COOKIE}=1`);
  });
});
