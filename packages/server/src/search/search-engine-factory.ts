import type { RouteContext } from '#server/route-context.ts';
import { IndexSnapshotFile } from './index-snapshot.ts';
import { SearchIndexKeeper } from './search-index-keeper.ts';
import { LocalSearchEngine, type SearchEngine } from './search-engine.ts';
import { ThreadSearchEngine, type SearchThreadLog } from './search-thread.ts';
import { searchSettings, searchThreadSettings, startSearchThread } from './search-thread-start.ts';

/**
 * The search in a thread of its own when the configuration asks for it and another thread can
 * open the database (decision 081), else on the event loop. The thread may have been started
 * before the app was built (early-search-thread.ts).
 */
export function openSearchEngine(context: RouteContext, log: SearchThreadLog): SearchEngine {
  const { config, database, catalogEvents, earlySearchThread } = context;
  const threadSettings = searchThreadSettings(config, database.sqlite?.name);
  const engine = threadSettings
    ? new ThreadSearchEngine(
        threadSettings,
        catalogEvents,
        log,
        (settings) => earlySearchThread?.take(settings) ?? startSearchThread(settings),
      )
    : localSearchEngine(context, log);
  // an early thread no engine took (other settings, or the search on the event loop) is stopped
  void earlySearchThread?.dismiss();
  return engine;
}

function localSearchEngine(
  { config, database, catalogEvents }: RouteContext,
  log: SearchThreadLog,
): SearchEngine {
  const settings = searchSettings(config);
  const keeper = SearchIndexKeeper.open(database, catalogEvents, {
    syncIntervalMs: settings.syncIntervalMs,
    snapshot: new IndexSnapshotFile(settings.searchIndexDir, settings.databaseSource),
    log,
  });
  return new LocalSearchEngine(database, keeper, settings);
}
