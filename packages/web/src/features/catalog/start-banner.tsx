import { useId, type ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { BannerSlide } from '@shop/domain/api/content.ts';
import { shellHref } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { RotationControls } from '#web/shared/ui/rotation-controls.tsx';
import { useRotation } from '#web/shared/ui/use-rotation.ts';
import { START_BANNER_INDEX, useBanner } from '#web/features/catalog/api/get-banner.ts';

/**
 * The box keeps the slides' shape (1200 x 360) before and while a picture loads, and no more
 * than 20rem high on a wide screen, where the picture is cropped rather than pushing the page
 * down: its height follows from the width alone, so nothing shifts.
 */
const FRAME = 'relative aspect-[10/3] max-h-80 w-full overflow-hidden rounded-md bg-brand-800';

/**
 * The start page's banner (GET /api/banner/0/{version}): one slide at a time, rotating every 5
 * seconds, stopping while the window has lost focus (docs/product/content.md#content-rotation),
 * with previous, pause and next controls. The first picture is the page's largest paint and loads
 * at once; the others load when their turn comes.
 */
export function StartBanner() {
  const { t } = useTranslation('start');
  const { language } = useShellParams();
  const banner = useBanner(START_BANNER_INDEX);
  const slides = banner.data?.slides ?? [];
  const rotation = useRotation(slides.length);
  const regionId = useId();

  if (banner.isPending) {
    // the controls' row below the picture on a phone is held too
    return (
      <div aria-hidden="true">
        <div className={`${FRAME} animate-pulse`} />
        <div className="mt-2 h-9 sm:hidden" />
      </div>
    );
  }
  const slide = slides[rotation.index];
  if (slide === undefined) return null;
  return (
    <section
      aria-roledescription={t('banner.carousel')}
      aria-label={t('banner.label')}
      className="relative"
    >
      <div className={FRAME}>
        <div id={regionId} aria-live={rotation.running ? 'off' : 'polite'} className="size-full">
          <div
            role="group"
            aria-roledescription={t('banner.slide')}
            aria-label={t('banner.position', {
              position: rotation.index + 1,
              count: slides.length,
            })}
            className="size-full"
          >
            <SlideLink slide={slide}>
              <img
                key={slide.code}
                src={slide.image.src}
                width={slide.image.width}
                height={slide.image.height}
                alt=""
                loading={rotation.index === 0 ? 'eager' : 'lazy'}
                fetchPriority={rotation.index === 0 ? 'high' : 'auto'}
                className="size-full object-cover"
              />
              {/* the pictures carry no words: the title is text, translated and readable */}
              <span className="absolute inset-y-0 left-0 flex max-w-[70%] items-center px-5 text-xl font-bold text-white drop-shadow-md sm:px-10 sm:text-3xl lg:px-14 lg:text-4xl">
                {slide.titles[language]}
              </span>
            </SlideLink>
          </div>
        </div>
      </div>
      {slides.length > 1 && (
        <RotationControls
          rotation={rotation}
          controls={regionId}
          labels={{
            previous: t('banner.previous'),
            next: t('banner.next'),
            pause: t('banner.pause'),
            play: t('banner.play'),
          }}
          className="mt-2 justify-end sm:absolute sm:right-3 sm:bottom-3 sm:mt-0"
        />
      )}
    </section>
  );
}

/** A slide links into the shop, to another site, or nowhere. */
function SlideLink({ slide, children }: { slide: BannerSlide; children: ReactNode }) {
  const shell = useShellParams();
  const className =
    'block size-full focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-inset';
  if (slide.link === null) return <>{children}</>;
  if (/^https:\/\//.test(slide.link)) {
    return (
      <a href={slide.link} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={shellHref(shell, ...slide.link.split('/').filter(Boolean))} className={className}>
      {children}
    </Link>
  );
}
