/**
 * The repeating sweep of both webhooks (docs/decisions/091-orders-out.md,
 * docs/decisions/140-retailer-webhooks.md): it looks for what has no delivery yet every
 * `everyMs` and whenever asked; a sweep asked for while one runs runs once more after it, never
 * two at once.
 */
export interface Sweeper {
  /** Sweeps now, or once more after the running sweep. */
  sweep(): void;
  /** Resolves when the sweep running now (if any) has ended. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function startSweeper(
  run: () => Promise<unknown>,
  options: { everyMs: number; onError: (error: unknown) => void },
): Sweeper {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const sweep = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .then(() => undefined, options.onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          sweep();
        }
      });
  };
  const timer = setInterval(sweep, options.everyMs);
  timer.unref();
  const idle = async () => {
    while (running) await running;
  };
  sweep();
  return {
    sweep,
    idle,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await idle();
    },
  };
}
