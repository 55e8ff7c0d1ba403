/**
 * The customer guard's 403: the token's login may not use the shop at all (it lacks the retailer
 * role). The one refusal that ends a session in the client; every other 403 refuses a single
 * call, such as a basket change of a blocked basket, and keeps the user logged in
 * (docs/decisions/094-when-a-session-ends.md). Kept apart from the contracts so the web's first
 * chunk can know it without loading zod.
 */
export const LOGIN_NOT_ALLOWED = 'LOGIN_NOT_ALLOWED';
