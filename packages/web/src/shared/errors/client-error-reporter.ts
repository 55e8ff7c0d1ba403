import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { ClientErrorCode } from '@shop/domain/api/client-errors.ts';
import { isApiError } from '#web/shared/api/api-error.ts';

/**
 * The one reporter of failures the shop only logs (docs/decisions/100-client-error-reports.md):
 * POST /api/client-errors with the failure's code, the page's path and at most a status or an
 * article number. No free text, no query string, nothing of the customer goes with it. The call
 * goes straight to fetch, not through the API client: a report must never reload the page, log
 * the customer out or show anything, whatever the server answers.
 */
export const CLIENT_ERRORS_PATH = '/api/client-errors';

/** What a detail may hold, as the server's contract takes it; anything else is left out. */
const DETAIL = /^[A-Za-z0-9._-]{1,40}$/;
/** A page stuck in a loop of failures reports the first ones, not thousands. */
const MAX_REPORTS_PER_PAGE_LOAD = 20;
let reportsSent = 0;

export function reportClientError(code: ClientErrorCode, path: string, detail?: string): void {
  if (reportsSent >= MAX_REPORTS_PER_PAGE_LOAD) return;
  reportsSent += 1;
  // the path only: a query may carry search words or tokens, a fragment anything
  const pagePath = path.split(/[?#]/)[0] || '/';
  const body = {
    code,
    path: pagePath,
    ...(detail !== undefined && DETAIL.test(detail) ? { detail } : {}),
  };
  try {
    void fetch(CLIENT_ERRORS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // the report still goes when the failure leads away from the page (a language change)
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // a report that cannot be sent is given up; the page goes on
  }
}

/** The detail of a failed call: the server's code, or the status when it sent none. */
export function failureDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.code || `HTTP_${error.status}`;
}

/** Reports a load's failure once each time it fails, with the current page's path. */
export function useReportFailure(code: ClientErrorCode, failed: boolean, error: unknown): void {
  const { pathname } = useLocation();
  const reported = useRef(false);
  useEffect(() => {
    if (!failed) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    reportClientError(code, pathname, failureDetail(error));
  }, [code, failed, error, pathname]);
}
