import {
  DEFAULT_PRODUCT_ARCHIVE_PERIOD,
  isProductArchivePeriod,
} from '@shop/domain/rules/paging.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';

/**
 * /archive/{archive} (docs/product/catalog.md#cat-archive-route) opens the product archive, the
 * sold-out articles, which the account area keeps (login required,
 * docs/product/account.md#account-archive); {archive} is its time period in days (0, 1, 2, 3, 7, 14
 * or 28), anything else the default period (decision 011).
 */
export function archiveTarget(shell: ShellParams, archive: string): string {
  const days = /^\d{1,2}$/.test(archive) ? Number(archive) : Number.NaN;
  const period = isProductArchivePeriod(days) ? days : DEFAULT_PRODUCT_ARCHIVE_PERIOD;
  return `${paths.accountProductArchive.href(shell)}?timePeriod=${period}`;
}
