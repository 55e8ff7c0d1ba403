import { useTranslation } from '#web/shared/i18n/use-translation.ts';

/** The shop's address, as the imprint names it. */
const ADDRESS = ['Beispiel-Großhandel GmbH', 'Musterkai 12', '20457 Hamburg'] as const;

/**
 * The map of the fixed location at zoom 15 (spec 2 section 8), drawn as vector shapes bundled
 * with the page: it works offline and sends nothing to a map provider.
 */
export function ContactMap() {
  const { t } = useTranslation('content');
  return (
    <figure className="overflow-hidden rounded-lg border border-gray-200 bg-white">
      <svg
        viewBox="0 0 400 260"
        role="img"
        aria-label={t('contact.mapLabel', { address: ADDRESS.slice(1).join(', ') })}
        className="block h-auto w-full"
      >
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
      <figcaption className="px-4 py-3 text-sm text-gray-700">
        <address className="not-italic">
          {ADDRESS.map((line) => (
            <span key={line} className="block first:font-semibold first:text-gray-900">
              {line}
            </span>
          ))}
        </address>
      </figcaption>
    </figure>
  );
}
