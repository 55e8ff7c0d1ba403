import { Link } from 'react-router';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { JsonLd } from '#web/shared/seo/json-ld.tsx';
import { siteOrigin } from '#web/shared/ssr/render-mode.ts';

/** One step of a page's breadcrumb: its name and, unless it is the page itself, its address. */
export interface Crumb {
  name: string;
  href: string | null;
}

/**
 * schema.org BreadcrumbList of a trail (docs/product/catalog.md#cat-breadcrumb); a step without
 * an address (the page itself) is named without one, as schema.org allows for the last step.
 */
export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.href === null ? {} : { item: new URL(crumb.href, origin).href }),
    })),
  };
}

/**
 * The start page keeps its width; a step between keeps its own up to half the line; the page's
 * own step, usually the longest, gives way first.
 */
function stepWidth(index: number, count: number): string {
  if (index === 0) return 'shrink-0';
  return index < count - 1 ? 'shrink-0 max-w-1/2' : '';
}

/** 24 px tall with the line's 20: a touch target of WCAG 2.2's size. */
const LINK = 'truncate py-0.5 text-brand-700 underline-offset-2 hover:underline';

/**
 * The breadcrumb above a listing's or an article's heading (docs/product/catalog.md#cat-breadcrumb):
 * the start page, then `trail`. A step without an address is the page itself, marked as the
 * current page. Long names are cut with an ellipsis on a phone; their full text stays in the title.
 */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation('common');
  const shell = useShellParams();
  const steps: Crumb[] = [{ name: t('breadcrumb.start'), href: paths.start.href(shell) }, ...trail];
  return (
    <>
      <nav aria-label={t('breadcrumb.label')} className="mb-3 text-sm text-gray-600">
        <ol className="flex min-w-0 items-center gap-1.5">
          {steps.map((step, index) => (
            <li
              key={index}
              className={`flex min-w-0 items-center gap-1.5 ${stepWidth(index, steps.length)}`}
            >
              {index > 0 && (
                <span aria-hidden="true" className="text-gray-400">
                  ›
                </span>
              )}
              {step.href === null ? (
                <span
                  aria-current="page"
                  className="truncate py-0.5 text-gray-900"
                  title={step.name}
                >
                  {step.name}
                </span>
              ) : (
                <Link to={step.href} className={LINK} title={step.name}>
                  {step.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(steps, siteOrigin())} />
    </>
  );
}
