import { useId, type ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { BannerSlide } from '@shop/domain/api/content.ts';
import { shellHref } from '#web/shared/routing/paths.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
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
 * On a phone the headline, sentence and button stand under the picture (it is some 120 px high
 * there), in a panel of one height for every slide, so a rotation never moves the page.
 */
const PHONE_PANEL = 'mt-2 h-40 rounded-md bg-brand-900';

/**
 * The start page's banner (GET /api/banner/0/{version}): one slide at a time, rotating every 5
 * seconds, stopping while the window has lost focus (docs/product/content.md#content-rotation),
 * with previous, pause and next controls. The first picture is the page's largest paint and loads
 * at once; the others load when their turn comes.
 */
export function StartBanner() {
  const { t } = useTranslation('start');
  const banner = useBanner(START_BANNER_INDEX);
  const slides = banner.data?.slides ?? [];
  const rotation = useRotation(slides.length);
  const regionId = useId();

  if (banner.isPending) {
    // the controls' row below the picture on a phone is held too
    return (
      <div aria-hidden="true">
        <div className={`${FRAME} animate-pulse`} />
        <div className={`${PHONE_PANEL} sm:hidden`} />
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
      <div className="relative">
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
            <Slide slide={slide} first={rotation.index === 0} />
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

/**
 * One slide: its picture, and over it (under it on a phone) the headline, the sentence and the
 * button to the slide's link. A slide without a button has its picture as the link instead.
 */
function Slide({ slide, first }: { slide: BannerSlide; first: boolean }) {
  const { language } = useShellParams();
  const text = slide.texts?.[language];
  const action = slide.actions?.[language];
  const picture = (
    <img
      key={slide.code}
      src={slide.image.src}
      width={slide.image.width}
      height={slide.image.height}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      className="size-full object-cover"
    />
  );
  return (
    <>
      <div className={FRAME}>
        {action === undefined ? (
          <SlideLink slide={slide} label={slide.titles[language]} className={PICTURE_LINK}>
            {picture}
          </SlideLink>
        ) : (
          picture
        )}
      </div>
      {/* the pictures carry no words: the texts are text, translated and readable */}
      <div className="mt-2 flex h-40 flex-col justify-center gap-2 rounded-md bg-brand-900 px-4 py-3 text-white sm:pointer-events-none sm:absolute sm:inset-y-0 sm:left-0 sm:mt-0 sm:h-auto sm:max-w-[60%] sm:bg-transparent sm:px-10 lg:px-14">
        <p className="text-lg leading-tight font-bold sm:text-3xl sm:drop-shadow-md lg:text-4xl">
          {slide.titles[language]}
        </p>
        {text !== undefined && (
          <p className="line-clamp-2 text-sm sm:text-base sm:drop-shadow-md lg:text-lg">{text}</p>
        )}
        {action !== undefined && (
          <SlideLink slide={slide} className={buttonClasses('primary', ACTION_LINK)}>
            {action}
          </SlideLink>
        )}
      </div>
    </>
  );
}

const FOCUS_RING =
  'focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-offset-2';
const PICTURE_LINK = `block size-full ${FOCUS_RING} focus-visible:ring-inset focus-visible:ring-offset-0`;
const ACTION_LINK = `pointer-events-auto self-start shadow-md ${FOCUS_RING}`;

/** A slide links into the shop, to another site, or nowhere. */
function SlideLink({
  slide,
  label,
  className,
  children,
}: {
  slide: BannerSlide;
  /** the link's name where its content has no words (the picture) */
  label?: string;
  className: string;
  children: ReactNode;
}) {
  const shell = useShellParams();
  if (slide.link === null) return <>{children}</>;
  if (/^https:\/\//.test(slide.link)) {
    return (
      <a
        href={slide.link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        className={className}
      >
        {children}
      </a>
    );
  }
  return (
    <Link
      to={shellHref(shell, ...slide.link.split('/').filter(Boolean))}
      aria-label={label}
      className={className}
    >
      {children}
    </Link>
  );
}
