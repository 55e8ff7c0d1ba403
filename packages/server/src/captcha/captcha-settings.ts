import { z } from 'zod';
import { ConfigError, type AppConfig } from '#server/config/env.ts';

/**
 * How hard and how long-lived the proof-of-work captcha is. Read from the environment with
 * defaults (these variables belong in config/env.ts; until then they are read here):
 *
 * - CAPTCHA_HMAC_KEY: signs challenges; unset, a random key is made once and kept in app_settings,
 *   so every process of the shop shares it.
 * - CAPTCHA_COST: PBKDF2 iterations per attempt (default 5000; 1 under NODE_ENV=test).
 * - CAPTCHA_MAX_COUNTER: the solution counter is drawn from [max/2, max], so a browser does
 *   about 0.75 × max × cost iterations (default 2000, about a second with the widget's workers;
 *   20 under NODE_ENV=test).
 * - CAPTCHA_EXPIRES_SECONDS: how long a challenge may be solved and used (default 600).
 */
export interface CaptchaSettings {
  hmacKey: string | undefined;
  cost: number;
  counterMin: number;
  counterMax: number;
  expiresInSeconds: number;
}

const positive = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1));

const captchaEnvSchema = z.object({
  CAPTCHA_HMAC_KEY: z.string().min(16, 'must have at least 16 characters').optional(),
  CAPTCHA_COST: positive.optional(),
  CAPTCHA_MAX_COUNTER: positive.pipe(z.number().max(1_000_000)).optional(),
  CAPTCHA_EXPIRES_SECONDS: positive.pipe(z.number().min(30).max(86_400)).optional(),
});

/** Read once per configuration when taken from process.env. */
const cache = new WeakMap<AppConfig, CaptchaSettings>();

export function readCaptchaSettings(
  config: AppConfig,
  source: NodeJS.ProcessEnv = process.env,
): CaptchaSettings {
  const cached = source === process.env ? cache.get(config) : undefined;
  if (cached) return cached;
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = captchaEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const testing = config.env === 'test';
  const counterMax = parsed.data.CAPTCHA_MAX_COUNTER ?? (testing ? 20 : 2000);
  const settings: CaptchaSettings = {
    hmacKey: parsed.data.CAPTCHA_HMAC_KEY,
    cost: parsed.data.CAPTCHA_COST ?? (testing ? 1 : 5000),
    counterMin: Math.max(1, Math.floor(counterMax / 2)),
    counterMax,
    expiresInSeconds: parsed.data.CAPTCHA_EXPIRES_SECONDS ?? 600,
  };
  if (source === process.env) cache.set(config, settings);
  return settings;
}
