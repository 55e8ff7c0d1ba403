import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ArticleDetail } from '@shop/domain/api/article.ts';
import type { Language } from '@shop/domain/shops.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { shopDayIsOver, shopDayStart } from '@shop/domain/rules/article-dates.ts';
import { ExternalLink } from '#web/shared/ui/external-link.tsx';
import { Countdown } from '#web/features/product/countdown.tsx';

const KNOWN_RESTRICTIONS = {
  noMarketplaces: 'notes.restriction.noMarketplaces',
  euOnly: 'notes.restriction.euOnly',
} as const;

function isKnownRestriction(code: string): code is keyof typeof KNOWN_RESTRICTIONS {
  return Object.hasOwn(KNOWN_RESTRICTIONS, code);
}

/**
 * Notes a buyer must see before ordering: the maximum quantity per order and until when it
 * holds, the Magic: The Gathering release with a countdown to its first moment in Germany and
 * the order deadline while it is not over (decision 095), a sales restriction, and the product
 * video. Nothing is shown for an article without any.
 */
export function ArticleNotes({
  article,
  language,
}: {
  article: ArticleDetail;
  language: Language;
}) {
  const { t } = useTranslation('product');
  const notes: { key: string; text: string }[] = [];
  if (article.maxQty !== null) {
    notes.push({
      key: 'maxQty',
      text:
        article.maxQtyDate === undefined
          ? t('notes.maxQty', { quantity: article.maxQty })
          : t('notes.maxQtyUntil', {
              quantity: article.maxQty,
              date: formatShortDate(article.maxQtyDate, language),
            }),
    });
  }
  if (article.isMagicItem === true && article.magicReleaseDate !== undefined) {
    notes.push({
      key: 'magicRelease',
      text: t('notes.magicRelease', { date: formatShortDate(article.magicReleaseDate, language) }),
    });
  }
  const deadline = article.isMagicItem === true ? article.magicNoPrereleaseDeadline : undefined;
  if (deadline !== undefined && !shopDayIsOver(deadline, new Date().toISOString())) {
    notes.push({
      key: 'magicDeadline',
      text: t('notes.magicDeadline', { date: formatShortDate(deadline, language) }),
    });
  }
  if (article.restriction !== undefined) {
    notes.push({
      key: 'restriction',
      text: isKnownRestriction(article.restriction)
        ? t(KNOWN_RESTRICTIONS[article.restriction])
        : t('notes.restriction.other', { text: article.restriction }),
    });
  }
  if (notes.length === 0 && article.video === undefined) return null;
  const release =
    article.isMagicItem === true && article.magicReleaseDate !== undefined
      ? shopDayStart(article.magicReleaseDate)
      : null;

  return (
    <section
      aria-labelledby="product-notes"
      className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <h2 id="product-notes" className="font-semibold">
        {t('notes.title')}
      </h2>
      {notes.length > 0 && (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {notes.map((note) => (
            <li key={note.key}>{note.text}</li>
          ))}
        </ul>
      )}
      {release !== null && (
        <div className="mt-2">
          <Countdown until={release} label={t('notes.magicCountdown')} />
        </div>
      )}
      {article.video !== undefined && /^https?:\/\//.test(article.video) && (
        <p className="mt-2">
          <ExternalLink
            href={article.video}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {t('notes.video')}
          </ExternalLink>
        </p>
      )}
    </section>
  );
}
