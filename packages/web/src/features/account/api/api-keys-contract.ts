/**
 * The API keys' contract, built with the profile section's first answer rather than with the
 * profile page (decision 076).
 */
export const apiKeysContract = () => import('@shop/domain/api/api-keys.ts');
