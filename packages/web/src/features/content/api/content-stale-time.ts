/** Content and vacancies change only with an operator's import; the server caches them a minute too. */
export const CONTENT_STALE_MS = 60_000;
