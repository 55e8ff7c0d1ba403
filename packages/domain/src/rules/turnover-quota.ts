/**
 * The quota of the account overview (docs/product/account.md#account-quota-colour): the share of
 * the invoiced amount of the last twelve months that was cancelled again, in percent with one
 * decimal (docs/decisions/038-account-overview-and-profile.md). Above 10 is a warning, above 3 up
 * to 10 neutral, otherwise good.
 */
export const QUOTA_NEUTRAL_ABOVE = 3;
export const QUOTA_WARNING_ABOVE = 10;

export type QuotaLevel = 'good' | 'neutral' | 'warning';

export function quotaLevel(quota: number): QuotaLevel {
  if (quota > QUOTA_WARNING_ABOVE) return 'warning';
  if (quota > QUOTA_NEUTRAL_ABOVE) return 'neutral';
  return 'good';
}

/** Cancelled amount as a percentage of the invoiced amount (both minor units), one decimal. */
export function cancellationQuota(canceled: number, invoiced: number): number {
  if (invoiced <= 0) return 0;
  return Math.round((canceled / invoiced) * 1000) / 10;
}
