/**
 * What CI=true changes in every Playwright run (docs/decisions/019-test-runner-rules.md): a
 * committed `.only` fails the run instead of quietly leaving the other tests out, and a failed
 * test runs once more, so that scripts/test.mjs can name it as flaky (and fail the run).
 */
const ci = process.env.CI === 'true';

export const ciRules = { forbidOnly: ci, retries: ci ? 1 : 0 };
