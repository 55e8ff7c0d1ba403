import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { CaptchaChallenge } from '@shop/domain/api/auth.ts';
import { getOrCreateSetting } from '#server/system/app-settings.ts';
import type { AppConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { deleteExpiredCaptchaUses, insertCaptchaUse, isCaptchaUsed } from './captcha.repository.ts';
import { readCaptchaSettings } from './captcha-settings.ts';

/**
 * The self-hosted proof-of-work captcha (ALTCHA, altcha-lib v2). Challenges are created in
 * deterministic mode: the server picks the counter and signs the derived key, so checking a
 * solution costs two HMACs instead of a key derivation. A solution is accepted once: its
 * challenge signature goes into `captcha_uses` in the same transaction as the write it guards.
 */

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const HMAC_KEY_SETTING = 'captcha.hmacKey';

interface CaptchaSecrets {
  /** signs the challenge parameters */
  signature: string;
  /** signs the expected derived key */
  keySignature: string;
}

/** Per database (one per process in production), so the key is read once. */
const secretsByDatabase = new WeakMap<object, Promise<CaptchaSecrets>>();

function deriveSecret(master: string, purpose: string): string {
  return crypto.createHmac('sha256', master).update(purpose).digest('hex');
}

async function loadMasterKey(db: DbOrTx, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, HMAC_KEY_SETTING, () => crypto.randomBytes(32).toString('hex'));
}

/** What the captcha needs besides the database: the configuration (cost, expiry, HMAC key). */
export interface CaptchaServices {
  config: AppConfig;
}

function captchaSecrets(db: DbOrTx, services: CaptchaServices): Promise<CaptchaSecrets> {
  let secrets = secretsByDatabase.get(db);
  if (!secrets) {
    secrets = loadMasterKey(db, readCaptchaSettings(services.config).hmacKey).then((master) => ({
      signature: deriveSecret(master, 'altcha-challenge-signature'),
      keySignature: deriveSecret(master, 'altcha-key-signature'),
    }));
    secretsByDatabase.set(db, secrets);
    // a failed read (database briefly away) is retried on the next request
    secrets.catch(() => secretsByDatabase.delete(db));
  }
  return secrets;
}

/** A new signed challenge for the ALTCHA widget, valid for CAPTCHA_EXPIRES_SECONDS from `now`. */
export async function createCaptchaChallenge(
  db: DbOrTx,
  services: CaptchaServices,
  now: Date = new Date(),
): Promise<CaptchaChallenge> {
  const settings = readCaptchaSettings(services.config);
  const secrets = await captchaSecrets(db, services);
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: settings.cost,
    counter: randomInt(settings.counterMax, settings.counterMin),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + settings.expiresInSeconds,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
}

const hex = z.string().regex(/^[0-9a-f]{2,256}$/);

/** What the widget puts into its field, base64 encoded: the challenge it solved and its solution. */
const payloadSchema = z.object({
  challenge: z.object({
    // loose: the signature covers every parameter, so none may be dropped before checking it
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex,
      keySignature: hex,
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

/** A payload whose proof of work checked out; `use` it in the transaction of the guarded write. */
export interface SolvedCaptcha {
  signature: string;
  expiresAt: string;
}

export type CaptchaCheck =
  | { ok: true; solved: SolvedCaptcha }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'invalid' | 'used' };

function decodePayload(payload: string): z.infer<typeof payloadSchema> | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** Checks a solved payload without using it up. */
export async function checkCaptcha(
  db: DbOrTx,
  services: CaptchaServices,
  payload: string | undefined,
): Promise<CaptchaCheck> {
  if (!payload) return { ok: false, reason: 'missing' };
  const decoded = decodePayload(payload);
  if (!decoded) return { ok: false, reason: 'malformed' };
  const secrets = await captchaSecrets(db, services);
  let result;
  try {
    result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  const signature = decoded.challenge.signature;
  if (await isCaptchaUsed(db, signature)) return { ok: false, reason: 'used' };
  const expiresAt = new Date(decoded.challenge.parameters.expiresAt * 1000).toISOString();
  return { ok: true, solved: { signature, expiresAt } };
}

export function captchaInvalid(reason: string): AppError {
  return new AppError(400, 'CAPTCHA_INVALID', `The captcha is ${reason}; please solve a new one`);
}

/** The solved captcha of a request, or 400 CAPTCHA_INVALID (missing, wrong, expired or used). */
export async function requireCaptcha(
  db: DbOrTx,
  services: CaptchaServices,
  payload: string | undefined,
): Promise<SolvedCaptcha> {
  const check = await checkCaptcha(db, services, payload);
  if (!check.ok) throw captchaInvalid(check.reason === 'used' ? 'already used' : check.reason);
  return check.solved;
}

/**
 * Uses a solved captcha up, inside the transaction of the write it guards: a replay, or the
 * second of two racing requests with one payload, gets 400 CAPTCHA_INVALID and writes nothing.
 */
export async function useCaptcha(
  trx: DbOrTx,
  solved: SolvedCaptcha,
  now: Date = new Date(),
): Promise<void> {
  await deleteExpiredCaptchaUses(trx, now.toISOString());
  if (!(await insertCaptchaUse(trx, solved.signature, solved.expiresAt))) {
    throw captchaInvalid('already used');
  }
}
