import { MAX_LOOKUP_CODES } from '@shop/domain/api/article-lookup.ts';
import { MAX_ADD_LINES } from '@shop/domain/api/basket.ts';
import { useEffect, useRef, useState } from 'react';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { lookUpCodes } from '#web/features/basket/api/lookup-articles.ts';
import { useSendLines } from './use-send-lines.ts';
import {
  addScan,
  applyLookup,
  applyNotAddable,
  basketLines,
  removeLine,
  setQuantity,
  waitingCodes,
  withoutSent,
  type ScanLine,
} from './scan-list.ts';
import { loadScanList, saveScanList } from './scan-storage.ts';

export type SendOutcome =
  | { kind: 'added'; count: number }
  | { kind: 'refused'; count: number }
  | { kind: 'error'; error: unknown };

/** Whether the browser has a connection, as its online and offline events tell. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The scan list's state (docs/product/account.md#account-scan): kept on the device with every
 * change; the waiting lines are looked up whenever there is a connection and a session (at
 * once, and again when the browser comes back online), a batch at a time.
 */
function useStoredLines(customerNumber: string | null) {
  const [lines, setLines] = useState<ScanLine[]>(() => loadScanList(customerNumber));
  const owner = useRef(customerNumber);
  useEffect(() => {
    // the session came back after the list was read: read it again as this customer's
    if (owner.current === customerNumber) return;
    owner.current = customerNumber;
    setLines(loadScanList(customerNumber));
  }, [customerNumber]);
  useEffect(() => saveScanList(customerNumber, lines), [customerNumber, lines]);
  return [lines, setLines] as const;
}

function useMatching(
  lines: readonly ScanLine[],
  setLines: (update: (lines: ScanLine[]) => ScanLine[]) => void,
  canLookUp: boolean,
) {
  const { language } = useShellParams();
  const [failed, setFailed] = useState(false);
  const running = useRef(false);
  const batch = waitingCodes(lines).slice(0, MAX_LOOKUP_CODES);
  const key = batch.join('\n');
  useEffect(() => {
    if (!canLookUp || key === '' || running.current) return;
    running.current = true;
    void lookUpCodes(key.split('\n'), language)
      .then((results) => {
        setFailed(false);
        setLines((current) =>
          results.reduce((next, result) => applyLookup(next, result.code, result.article), current),
        );
      })
      // the lines stay waiting; the next online event or scan asks again
      .catch(() => setFailed(true))
      .finally(() => {
        running.current = false;
      });
  }, [canLookUp, key, language, setLines]);
  return { matching: key !== '' && canLookUp && !failed, failed };
}

/** The scan page's list: scans, edits, the matching of waiting lines and the one add. */
export function useScanList() {
  const { user, status } = useSession();
  const customerNumber = user?.customerNumber ?? null;
  const online = useOnline();
  const [lines, setLines] = useStoredLines(status === 'restoring' ? null : customerNumber);
  const [full, setFull] = useState(false);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const match = useMatching(lines, setLines, online && customerNumber !== null);
  const send = useSendLines();

  const sendable = basketLines(lines);

  async function sendAll(): Promise<void> {
    const chunk = sendable.slice(0, MAX_ADD_LINES);
    if (chunk.length === 0 || send.pending) return;
    const result = await send.add(chunk);
    if (result.kind === 'added') {
      setLines((current) => withoutSent(current, result.articleNumbers));
      setOutcome({ kind: 'added', count: result.articleNumbers.length });
    } else if (result.kind === 'refused') {
      setLines((current) => applyNotAddable(current, result.lines));
      setOutcome({ kind: 'refused', count: result.lines.length });
    } else setOutcome({ kind: 'error', error: result.error });
  }

  return {
    lines,
    online,
    signedIn: customerNumber !== null,
    matching: match.matching,
    lookupFailed: match.failed,
    full,
    outcome,
    sendableCount: sendable.length,
    sending: send.pending,
    scan: (code: string) => {
      const next = addScan(lines, code);
      setFull(next === null);
      if (next !== null) setLines(next);
      setOutcome(null);
    },
    setQuantity: (code: string, quantity: number) =>
      setLines((current) => setQuantity(current, code, quantity)),
    remove: (code: string) => setLines((current) => removeLine(current, code)),
    sendAll,
  };
}
