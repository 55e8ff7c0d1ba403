import { useId, useRef } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { Partner } from '@shop/domain/api/content.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSliderPartners } from '#web/shared/partners/get-slider-partners.ts';
import { RotationControls } from '#web/shared/ui/rotation-controls.tsx';
import { useOnScreen } from '#web/shared/ui/use-on-screen.ts';
import { useRotation } from '#web/shared/ui/use-rotation.ts';

/**
 * The five places of the slider (docs/product/content.md#content-start); a phone shows two, a
 * tablet three.
 */
const PARTNER_PLACES = 5;
const PLACE_CLASSES = ['flex', 'flex', 'hidden sm:flex', 'hidden lg:flex', 'hidden lg:flex'];

/** The partners in the places, starting at the rotation's index and wrapping around. */
function partnersInPlaces(partners: readonly Partner[], first: number): Partner[] {
  const count = Math.min(PARTNER_PLACES, partners.length);
  return Array.from({ length: count }, (_, place) => partners[(first + place) % partners.length]!);
}

/**
 * The partner slider: the slider partners' logos in five places, moving on by one every
 * 5 seconds like the banner (decision 056). It asks for its partners only when it comes near
 * the screen, and keeps its height while they load, so nothing below it moves.
 */
export function PartnerSlider() {
  const { t } = useTranslation('start');
  const ref = useRef<HTMLElement>(null);
  const near = useOnScreen(ref, { rootMargin: '400px', once: true, whenUnknown: true });
  const partners = useSliderPartners(near);
  const list = partners.data?.partners ?? [];
  const rotation = useRotation(list.length);
  const headingId = useId();
  const regionId = useId();

  if (partners.isError || (partners.isSuccess && list.length === 0)) return null;
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      aria-roledescription={t('partners.carousel')}
      className="rounded-md border border-gray-200 bg-white px-4 py-4 sm:px-6"
    >
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold text-gray-900">
          {t('partners.title')}
        </h2>
        {list.length > 1 && (
          <RotationControls
            rotation={rotation}
            controls={regionId}
            labels={{
              previous: t('partners.previous'),
              next: t('partners.next'),
              pause: t('partners.pause'),
              play: t('partners.play'),
            }}
          />
        )}
      </div>
      <ul
        id={regionId}
        aria-live={rotation.running ? 'off' : 'polite'}
        className="grid h-24 grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      >
        {partnersInPlaces(list, rotation.index).map((partner, place) => (
          <PartnerLogo key={place} partner={partner} className={PLACE_CLASSES[place] ?? ''} />
        ))}
      </ul>
    </section>
  );
}

function PartnerLogo({ partner, className }: { partner: Partner; className: string }) {
  const { language } = useShellParams();
  const name = partner.names[language];
  return (
    <li className={`${className} min-w-0`}>
      <a
        href={partner.url}
        target="_blank"
        rel="noopener noreferrer"
        title={name}
        className="flex h-24 w-full items-center justify-center rounded-md px-2 hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-focus"
      >
        {partner.logo === null ? (
          <span className="truncate text-sm font-semibold text-gray-800">{name}</span>
        ) : (
          <img
            src={partner.logo.src}
            width={partner.logo.width}
            height={partner.logo.height}
            alt={name}
            loading="lazy"
            decoding="async"
            className="h-20 w-auto max-w-full object-contain"
          />
        )}
      </a>
    </li>
  );
}
