import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { ChevronRightIcon } from '#web/shared/ui/icons.tsx';
import { ModalOnOpen } from '#web/shared/ui/modal-on-open.tsx';
import { MANY_THUMBNAILS } from '#web/features/product/article-view.ts';

/**
 * Article pictures are square and 600 px (docs/decisions/026-suggestions-and-demo-pictures.md);
 * the size lets the browser keep their room before they load.
 */
const IMAGE_SIZE = 600;

interface GalleryProps {
  name: string;
  images: readonly string[];
}

/**
 * The large image with its thumbnails; clicking the large image opens the lightbox
 * (docs/product/account.md#account-dialogs). More than 7 thumbnails switch to a denser grid
 * (docs/product/catalog.md#cat-lightbox).
 */
export function ProductGallery({ name, images }: GalleryProps) {
  const { t } = useTranslation('product');
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const count = images.length;
  const image = images[current] ?? images[0];
  if (image === undefined) return null;

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('gallery.open', { index: current + 1, count })}
        className="group block aspect-square w-full cursor-zoom-in overflow-hidden rounded-md border border-gray-200 bg-gray-50 p-4"
      >
        {/* the page's largest picture (its LCP): asked for before the thumbnails and scripts */}
        <img
          src={image}
          fetchPriority="high"
          alt={t('gallery.imageAlt', { name, index: current + 1, count })}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          className="size-full object-contain transition-transform duration-200 group-hover:scale-[1.02]"
        />
      </button>
      {count > 1 && (
        <Thumbnails images={images} current={current} onSelect={setCurrent} name={name} />
      )}
      <ModalOnOpen
        open={open}
        onOpenChange={setOpen}
        title={t('gallery.title', { name })}
        size="xl"
      >
        <Lightbox images={images} current={current} onSelect={setCurrent} name={name} />
      </ModalOnOpen>
    </div>
  );
}

interface ThumbnailProps {
  images: readonly string[];
  current: number;
  onSelect: (index: number) => void;
  name: string;
}

function Thumbnails({ images, current, onSelect, name }: ThumbnailProps) {
  const { t } = useTranslation('product');
  const many = images.length > MANY_THUMBNAILS;
  return (
    <ul
      aria-label={t('gallery.thumbnails')}
      data-layout={many ? 'grid' : 'row'}
      className={many ? 'grid grid-cols-6 gap-1.5 sm:grid-cols-8' : 'flex flex-wrap gap-2'}
    >
      {images.map((path, index) => (
        <li key={`${path}-${index}`}>
          <button
            type="button"
            onClick={() => onSelect(index)}
            aria-label={t('gallery.show', { index: index + 1, count: images.length, name })}
            aria-current={index === current ? 'true' : undefined}
            className={`block overflow-hidden rounded-md border bg-gray-50 p-1 ${
              many ? 'aspect-square w-full' : 'size-16 sm:size-20'
            } ${
              index === current
                ? 'border-brand-700 ring-2 ring-brand-700'
                : 'border-gray-200 hover:border-gray-400'
            }`}
          >
            <img
              src={path}
              alt=""
              loading="lazy"
              // below the main picture: not among the requests before the page's largest paint
              fetchPriority="low"
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              className="size-full object-contain"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

function Lightbox({ images, current, onSelect, name }: ThumbnailProps) {
  const { t } = useTranslation('product');
  const count = images.length;
  const image = images[current];
  const step = (delta: number) => onSelect((current + delta + count) % count);
  return (
    <div className="flex flex-col gap-4">
      <div className="relative flex items-center justify-center bg-gray-50">
        {/* the page's largest picture (its LCP): asked for before the thumbnails and scripts */}
        <img
          src={image}
          fetchPriority="high"
          alt={t('gallery.imageAlt', { name, index: current + 1, count })}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          className="max-h-[60vh] w-full object-contain"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={t('gallery.previous')}
              className="absolute top-1/2 left-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow hover:bg-white"
            >
              <ChevronRightIcon className="size-6 rotate-180" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={t('gallery.next')}
              className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow hover:bg-white"
            >
              <ChevronRightIcon className="size-6" />
            </button>
          </>
        )}
      </div>
      <p className="text-center text-sm text-gray-600" aria-live="polite">
        {t('gallery.position', { index: current + 1, count })}
      </p>
      {count > 1 && (
        <Thumbnails images={images} current={current} onSelect={onSelect} name={name} />
      )}
    </div>
  );
}
