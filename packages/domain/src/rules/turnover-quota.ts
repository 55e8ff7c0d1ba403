/** Colouring of the turnover quota on the account overview (spec 1 sections 4 and 9). */

export type QuotaColour = 'warning' | 'neutral' | 'good';

/** The quota thresholds 3 and 10; both bounds belong to the lower band. */
export const QUOTA_NEUTRAL_ABOVE = 3;
export const QUOTA_WARNING_ABOVE = 10;

/**
 * Above 10 is a warning, above 3 up to 10 neutral, otherwise good. A missing quota (NaN)
 * compares false everywhere and so counts as good: there is nothing to warn about.
 */
export function quotaColour(quota: number): QuotaColour {
  if (quota > QUOTA_WARNING_ABOVE) return 'warning';
  if (quota > QUOTA_NEUTRAL_ABOVE) return 'neutral';
  return 'good';
}
