import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * An installed CommonJS package loaded the first time it is asked for, not when the server
 * starts: PostgreSQL, Redis, mail, PDF, payment and metrics clients are loaded only where the
 * configuration or a request needs them, so the start does not wait for them
 * (docs/decisions/084-start-in-parallel.md). The call is synchronous, so the callers'
 * signatures stay as they were.
 */
export function packageOnDemand<T>(name: string, prepare?: (loaded: T) => void): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      loaded = require(name) as T;
      prepare?.(loaded);
    }
    return loaded;
  };
}
