import { useMutation } from '@tanstack/react-query';
import { bugReportAnswerSchema, type BugReportRequest } from '@shop/domain/api/article.ts';
import { apiPost } from '#web/shared/api/client.ts';

/**
 * POST /intern/bugReport (logged-in): a report of an error in an article
 * (docs/product/catalog.md#cat-bug-report).
 */
export function sendBugReport(request: BugReportRequest) {
  return apiPost('/intern/bugReport', request, bugReportAnswerSchema);
}

export function useSendBugReport() {
  return useMutation({ mutationFn: sendBugReport });
}
