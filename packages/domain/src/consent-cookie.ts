/**
 * Set by the client once a visitor has made a consent choice (the choice itself stays in
 * localStorage): the server then sends the page without the consent bar it writes into a first
 * visit's page (decision 071). Necessary storage, so it needs no consent of its own.
 */
export const CONSENT_DECIDED_COOKIE = 'consent_decided';
