import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id (memory-hard). The parameters sit at OWASP's minimum
 * recommendation (19 MiB, 2 passes), which keeps a login quick while every guess still costs an
 * attacker that memory (docs/decisions/007-identity-tokens.md).
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when no account matches, so a wrong e-mail costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
