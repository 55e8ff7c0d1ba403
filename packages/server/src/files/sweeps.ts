/**
 * Runs `sweep` once now and then every `intervalMs` until `stop`, which waits for a running
 * sweep, so the database is not closed under it. A failed sweep is reported to `onError`; the
 * next one tries again.
 */
export async function startSweeps(
  sweep: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): Promise<{ stop(): Promise<void> }> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sweep().catch(onError);
    return running;
  };
  await run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
