import { lazy, Suspense } from 'react';
import type { ContactMapResponse } from '@shop/domain/api/content-contact.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useContactMap } from '#web/features/content/api/contact-map.ts';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';
import { mapConsent, useMapConsent } from '#web/features/content/map-consent.ts';

/** The shop's address, as the imprint names it. */
const ADDRESS = ['Beispiel-Großhandel GmbH', 'Musterkai 12', '20457 Hamburg'] as const;

// Leaflet and its stylesheet load with the contact page's map only, after the visitor agreed
const ContactLiveMap = lazy(async () => ({
  default: (await import('#web/features/content/contact-live-map.tsx')).ContactLiveMap,
}));

/** The tile server's host, as the visitor is told before agreeing ({s}. is its subdomains). */
export function tileHost(tileUrl: string): string {
  return (/^https?:\/\/([^/]+)/.exec(tileUrl)?.[1] ?? tileUrl).replace('{s}.', '');
}

/**
 * The map of the shop's location at zoom 15 (docs/decisions/101-contact-map.md): a real map of
 * the location the content settings name, from the operator's tile server. Until the visitor
 * agrees to load it, a drawing bundled with the page stands in: nothing reaches the tile server
 * before the click, and the choice is remembered.
 */
export function ContactMap() {
  const { t } = useTranslation('content');
  const consent = useMapConsent();
  const { data } = useContactMap();
  const label = t('contact.mapLabel', { address: ADDRESS.slice(1).join(', ') });
  const drawing = <MapDrawing label={label} />;
  return (
    <figure className="overflow-hidden rounded-lg border border-gray-200 bg-white">
      {consent && data ? (
        <Suspense fallback={drawing}>
          <ContactLiveMap map={data} label={label} />
        </Suspense>
      ) : (
        <div className="relative">
          {drawing}
          {data && !consent && <MapConsentPrompt map={data} />}
        </div>
      )}
      <figcaption className="px-4 py-3 text-sm text-gray-700">
        <address className="not-italic">
          {ADDRESS.map((line) => (
            <span key={line} className="block first:font-semibold first:text-gray-900">
              {line}
            </span>
          ))}
        </address>
        {consent && (
          <button
            type="button"
            onClick={mapConsent.withdraw}
            className="mt-2 text-xs text-gray-600 underline hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('contact.mapForget')}
          </button>
        )}
      </figcaption>
    </figure>
  );
}

function MapConsentPrompt({ map }: { map: ContactMapResponse }) {
  const { t } = useTranslation('content');
  // only the script loads the map: the server's page shows the question with its button off
  const scripted = useScripted();
  return (
    <div className="flex flex-col items-start gap-2 border-t border-gray-200 p-3 text-sm text-gray-800 sm:absolute sm:inset-x-3 sm:bottom-3 sm:flex-row sm:items-center sm:justify-between sm:rounded-md sm:border-0 sm:bg-white/95 sm:shadow-sm sm:ring-1 sm:ring-gray-200">
      {/* over the drawing where there is room, below it on a phone, so the pin stays in sight */}
      <p>{t('contact.mapConsentText', { host: tileHost(map.tileUrl) })}</p>
      <button
        type="button"
        onClick={mapConsent.give}
        disabled={!scripted}
        className="shrink-0 rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('contact.mapConsentButton')}
      </button>
    </div>
  );
}

/** The drawing of the location: vector shapes bundled with the page, sent to no one. */
function MapDrawing({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 400 260" role="img" aria-label={label} className="block h-auto w-full">
      <rect width="400" height="260" fill="#eef2ea" />
      {/* the harbour basin and the river */}
      <path d="M0 190 C90 170 170 205 260 185 S370 165 400 175 V260 H0Z" fill="#b9d7ec" />
      <path d="M250 0 h60 v120 h-60z" fill="#b9d7ec" />
      {/* blocks of buildings */}
      <g fill="#dfe3da">
        <rect x="20" y="20" width="90" height="60" rx="4" />
        <rect x="130" y="20" width="100" height="60" rx="4" />
        <rect x="20" y="100" width="90" height="60" rx="4" />
        <rect x="130" y="100" width="100" height="55" rx="4" />
        <rect x="330" y="20" width="55" height="120" rx="4" />
      </g>
      {/* streets */}
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 90 H400" strokeWidth="10" />
        <path d="M120 0 V180" strokeWidth="8" />
        <path d="M240 0 V175" strokeWidth="6" />
        <path d="M320 0 V160" strokeWidth="6" />
        <path d="M0 170 C120 160 250 170 400 155" strokeWidth="8" />
      </g>
      <text x="14" y="86" fontSize="10" fill="#5b6470">
        {ADDRESS[1].replace(/\s\d+$/, '')}
      </text>
      {/* the pin at the shop's door */}
      <g transform="translate(180 160)">
        <path
          d="M0 0 C-14 -18 -16 -26 -16 -32 A16 16 0 1 1 16 -32 C16 -26 14 -18 0 0Z"
          fill="#c2410c"
        />
        <circle cx="0" cy="-32" r="6" fill="#ffffff" />
      </g>
    </svg>
  );
}
