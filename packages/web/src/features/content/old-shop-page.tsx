import { useEffect, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { SanitizedHtml } from '#web/shared/ui/sanitized-html.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { useContentPage } from '#web/features/content/api/get-content-page.ts';

/**
 * docs/product/content.md#content-old-shop: the /oldShop page returns to start after 10 seconds.
 * The notice's text is the content page `oldShop`; the countdown does not wait for it, and a failed
 * load leaves it out.
 */
export const OLD_SHOP_SECONDS = 10;

export function OldShopPage() {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(OLD_SHOP_SECONDS);
  const start = paths.start.href(shell);
  const content = useContentPage('oldShop', shell.language);
  const title = content.data?.title ?? t('oldShop.title');
  useDocumentTitle(title, describedAs('oldShop'));

  useEffect(() => {
    const tick = window.setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    const leave = window.setTimeout(
      () => void navigate(start, { replace: true }),
      OLD_SHOP_SECONDS * 1000,
    );
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(leave);
    };
  }, [navigate, start]);

  return (
    <div className="mx-auto max-w-content px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      {content.data !== undefined && <SanitizedHtml html={content.data.html} className="mt-4" />}
      <p className="mt-4 text-base text-gray-700" role="timer">
        {t('oldShop.text', { count: secondsLeft })}
      </p>
      <Link to={start} replace className={buttonClasses('primary', 'mt-8')}>
        {t('oldShop.now')}
      </Link>
    </div>
  );
}
