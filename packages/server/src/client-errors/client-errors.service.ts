import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport } from '@shop/domain/api/client-errors.ts';
import { redactUrl } from '#server/http/logging.ts';

/**
 * Writes a browser's report to the server log (decision 100). The path is redacted like the
 * request log's URLs, so a recovery or portal link reported from its own page keeps its secret.
 */
export function logClientError(log: FastifyBaseLogger, report: ClientErrorReport): void {
  log.warn(
    {
      clientError: {
        code: report.code,
        path: redactUrl(report.path),
        ...(report.detail === undefined ? {} : { detail: report.detail }),
      },
    },
    'client error reported',
  );
}
