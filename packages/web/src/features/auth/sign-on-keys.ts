import { useRef, type KeyboardEvent } from 'react';
import { SIGN_ON_RETURN_PARAMETER, type SignOnKey } from '@shop/domain/api/sign-on-keys.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { getSignOnKeys } from '#web/features/auth/api/sign-on-keys.ts';

/**
 * The login dialog's hidden key sequences (docs/decisions/099-sign-on-key-sequences.md): the
 * characters typed in the dialog are kept, and once they end in a configured sequence the
 * browser goes to its target, the portal's sign-on, which comes back to /loginPortal/{token}.
 * The sequences are asked for with the first key typed in the dialog, so a visitor who only
 * clicks costs no call. A pause longer than the type-ahead buffer starts over; keys typed in
 * the password field are neither kept nor looked at.
 */
export const TYPE_AHEAD_MS = 1_750;
/** The longest sequence the server takes (SIGN_ON_SEQUENCE), kept while the answer is awaited. */
const LONGEST_SEQUENCE = 32;

export interface Typed {
  text: string;
  at: number;
}

/** The typed characters after one more key, no longer than the longest sequence. */
export function typedAfter(typed: Typed, key: string, now: number, longest: number): Typed {
  const kept = now - typed.at > TYPE_AHEAD_MS ? '' : typed.text;
  return { text: (kept + key).slice(-longest), at: now };
}

/** The sequence the typed characters end in, if any. */
export function sequenceTyped(text: string, sequences: readonly SignOnKey[]): SignOnKey | null {
  return sequences.find((sequence) => text.endsWith(sequence.keys)) ?? null;
}

/** The target with the address the portal sends the signed-in customer back to. */
export function signOnAddress(target: string, shell: ShellParams, origin: string): string {
  const url = new URL(target);
  // the portal appends its token to this address
  const back = `${origin}${paths.portalLogin.href(shell, '')}`;
  url.searchParams.set(SIGN_ON_RETURN_PARAMETER, back.endsWith('/') ? back : `${back}/`);
  return url.href;
}

function isPasswordField(target: EventTarget): boolean {
  return target instanceof HTMLInputElement && target.type === 'password';
}

/** The dialog's key handler; it leads nowhere while no sequence is configured. */
export function useSignOnKeys(
  go: (address: string) => void = (address) => window.location.assign(address),
): (event: KeyboardEvent<HTMLElement>) => void {
  const shell = useShellParams();
  const typed = useRef<Typed>({ text: '', at: 0 });
  // asked once per page: a failed answer is no sequence, not a call per key
  const sequences = useRef<readonly SignOnKey[] | null>(null);
  const asked = useRef(false);

  function check(sequences: readonly SignOnKey[]): boolean {
    const match = sequenceTyped(typed.current.text, sequences);
    if (match === null) return false;
    typed.current = { text: '', at: 0 };
    go(signOnAddress(match.target, shell, window.location.origin));
    return true;
  }

  return (event) => {
    // AltGr arrives as Ctrl+Alt on some systems and types characters such as # and @
    if (event.key.length !== 1 || event.metaKey || (event.ctrlKey && !event.altKey)) return;
    if (isPasswordField(event.target)) {
      typed.current = { text: '', at: 0 };
      return;
    }
    typed.current = typedAfter(typed.current, event.key, Date.now(), LONGEST_SEQUENCE);
    if (sequences.current !== null) {
      if (check(sequences.current)) event.preventDefault();
      return;
    }
    if (asked.current) return;
    asked.current = true;
    // the keys typed until the answer arrives count once it is there
    getSignOnKeys().then(
      (answer) => {
        sequences.current = answer;
        check(answer);
      },
      () => {
        sequences.current = [];
      },
    );
  };
}
