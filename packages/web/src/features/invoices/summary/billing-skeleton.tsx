import { useTranslation } from '#web/shared/i18n/use-translation.ts';

/**
 * One line of a stand-in: the text classes of the line it stands for and a no-break space, so it
 * is exactly as high as that line will be, with a grey bar where the text will appear.
 */
function Line({ className = '', width = 'w-24' }: { className?: string; width?: string }) {
  return (
    <p className={className}>
      <span className={`inline-block ${width} animate-pulse rounded bg-gray-100`}>{'\u00a0'}</span>
    </p>
  );
}

const CARD = 'rounded-lg border border-gray-200 bg-white p-4 shadow-xs';
const SECTION = 'rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5';

/** The unpaid or overdue card (billing-cards.tsx): heading, sum, invoice count, link. */
function InvoiceCardStandIn() {
  return (
    <div className={CARD}>
      <Line className="text-sm font-medium" width="w-28" />
      <Line className="mt-1 text-2xl font-bold" width="w-32" />
      <Line className="text-sm" width="w-20" />
      <Line className="mt-2 text-sm font-semibold" width="w-36" />
    </div>
  );
}

/** The credit line card: heading, sum, the meter, used and free. */
function CreditLineStandIn() {
  return (
    <div className={CARD}>
      <Line className="text-sm font-medium" width="w-28" />
      <Line className="mt-1 text-2xl font-bold" width="w-32" />
      <div className="mt-3 h-2.5 rounded-full bg-gray-100" />
      <div className="mt-2 grid grid-cols-2 gap-2 text-sm">
        {[0, 1].map((column) => (
          <div key={column}>
            <Line width="w-16" />
            <Line className="font-semibold" width="w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The turnover card (turnover-card.tsx) with prices shown: the heading row with the quota badge,
 * the year navigation, the year's figures and the chart's box.
 */
function TurnoverStandIn() {
  return (
    <div className={SECTION}>
      <div className="flex items-start justify-between gap-3">
        <Line className="text-lg font-semibold" width="w-24" />
        <Line className="rounded-md py-1.5 text-sm" width="w-32" />
      </div>
      <div className="mt-3 h-9" />
      <div className="mt-3">
        <Line className="text-xs" width="w-28" />
        <Line className="text-2xl font-bold" width="w-36" />
      </div>
      <div className="h-48 animate-pulse rounded-md bg-gray-50 sm:h-56" />
    </div>
  );
}

/**
 * Stands in for the billing part of the overview (cards, turnover, newest invoices) while the
 * account, the invoices and the turnover load: the same grid and box heights as the loaded part,
 * so the back-order summary below and the footer stay where they are when it arrives
 * (account overview layout shift 0.760 at phone width, decision 047).
 */
export function BillingSkeleton() {
  const { t } = useTranslation('account');
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">{t('overview.loading')}</span>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <InvoiceCardStandIn />
        <InvoiceCardStandIn />
        <CreditLineStandIn />
      </div>
      <div aria-hidden="true" className="grid gap-4 xl:grid-cols-2">
        <TurnoverStandIn />
        <div className={`${SECTION} min-h-64`} />
      </div>
    </div>
  );
}
