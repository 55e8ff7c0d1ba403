/**
 * The refusal code of a load a business-console account may not make (decision 040). Kept apart
 * from the contracts so the web's first chunk can know it without loading zod.
 */
export const BUSINESS_CONSOLE_REFUSED = 'BUSINESS_CONSOLE_REFUSED';
