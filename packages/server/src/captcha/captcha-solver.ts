import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaChallengeSchema, type CaptchaChallenge } from '@shop/domain/api/auth.ts';

/**
 * Solves captcha challenges in-process, as the ALTCHA widget does in the browser, for tests and
 * the e2e run: the result is the `captchaHash` a request carries. Keep the cost low there
 * (NODE_ENV=test does, or CAPTCHA_COST / CAPTCHA_MAX_COUNTER).
 */
export async function solveCaptchaChallenge(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('The captcha challenge could not be solved in time');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}

/** Fetches a challenge from the app (`GET /api/captcha/challenge`) and solves it. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/captcha/challenge answered ${response.statusCode}`);
  }
  return solveCaptchaChallenge(captchaChallengeSchema.parse(response.json()));
}

/** The same against a running shop, e.g. `solvedCaptchaFrom('http://127.0.0.1:3000')`. */
export async function solvedCaptchaFrom(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/captcha/challenge', baseUrl));
  if (!response.ok) throw new Error(`GET /api/captcha/challenge answered ${response.status}`);
  return solveCaptchaChallenge(captchaChallengeSchema.parse(await response.json()));
}
