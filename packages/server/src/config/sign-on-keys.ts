import { SIGN_ON_SEQUENCE, type SignOnKey } from '@shop/domain/api/sign-on-keys.ts';

/**
 * SIGN_ON_KEYS (docs/decisions/099-sign-on-key-sequences.md): `sequence=target` pairs separated
 * by spaces, commas or new lines, e.g. `staff!=https://portal.example.com/sign-on`. A target is
 * an http(s) address; in production https only, since the customer's sign-on starts there.
 * Returns the pairs or the problems found; unset or empty is no sequence (off).
 */
export function parseSignOnKeys(
  value: string | undefined,
  production: boolean,
): { keys: SignOnKey[]; problems: string[] } {
  const keys: SignOnKey[] = [];
  const problems: string[] = [];
  for (const pair of (value ?? '').split(/[\s,]+/).filter((part) => part !== '')) {
    const equals = pair.indexOf('=');
    const sequence = equals === -1 ? '' : pair.slice(0, equals);
    const target = equals === -1 ? '' : pair.slice(equals + 1);
    if (!SIGN_ON_SEQUENCE.test(sequence)) {
      problems.push(`"${pair}" must be sequence=address, the sequence 4 to 32 characters`);
    } else if (!isTarget(target, production)) {
      problems.push(
        `the address of "${sequence}" must be an ${production ? 'https' : 'http(s)'} URL`,
      );
    } else if (keys.some((key) => key.keys.includes(sequence) || sequence.includes(key.keys))) {
      // typing the longer one would pass through the shorter one, which would fire first
      problems.push(`"${sequence}" contains another sequence or is part of one`);
    } else {
      keys.push({ keys: sequence, target });
    }
  }
  return { keys, problems };
}

function isTarget(value: string, production: boolean): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (!production && url.protocol === 'http:');
  } catch {
    return false;
  }
}
