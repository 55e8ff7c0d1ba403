import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '#server/config/env.ts';
import { scrubLogObject } from './log-scrub.ts';

/**
 * Logging without secrets (docs/security.md: no tokens, passwords or card data in logs). Links that
 * carry a secret in their path are web pages the server answers, so the request log would
 * otherwise keep the secret: the password-recovery token, the portal's sign-on token and the
 * prepared-basket link, the newsletter validation and unsubscribe data. Query parameters named like a secret are blanked too; blanking an
 * innocent `countryCode` costs nothing, keeping a token costs an account.
 */
const SECRET_PATH_SEGMENT =
  /(\/(?:password-recovery|loginPortal|account\/import\/preparedBasket|newsletter-email-validation|newsletter-unsubscribe)\/)[^/?#]+/gi;
const SECRET_PARAMETER =
  /token|code|key|link|secret|pass|pwd|jwt|auth|session|signature|hash|nonce|otp|credential|data/i;
export const REDACTED = '[REDACTED]';

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** The URL as it may be logged: secret path segments and secret query values replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = pathPart.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  if (queryStart === -1) return redactedPath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_PARAMETER.test(decodedName(name))
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

/** An error as logged: pino's fields, scrubbed. */
type ScrubbedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** A destination for log lines (pino's stream interface), e.g. to capture them in a test. */
export interface LogStream {
  write(line: string): void;
}

/** Fastify's logger options: level, secret headers redacted, and a request serializer that redacts URLs. */
export function loggerOptions(level: AppConfig['logLevel'], stream?: LogStream) {
  return {
    level,
    // never log secrets that travel in headers
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // every logged object, errors included, without personal data, tokens or card numbers
    formatters: {
      log: (object: Record<string, unknown>) => scrubLogObject(object) as Record<string, unknown>,
    },
    serializers: {
      err: (error: Error) => scrubLogObject(error) as ScrubbedError,
      // Fastify's own request serializer with the URL redacted
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
