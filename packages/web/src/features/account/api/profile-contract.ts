/**
 * The profile calls' contract, built with their first answer rather than with the overview,
 * which only may mark a message seen (decision 076).
 */
export const profileContract = () => import('@shop/domain/api/account-profile.ts');
