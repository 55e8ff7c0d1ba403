import type { ErrorCode } from '@shop/domain/api/error-codes.ts';
import { availableParallelism } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { ArticleSearchRequest } from '@shop/domain/api/search.ts';
import type { SuggestionRequest } from '@shop/domain/api/suggestions.ts';
import { openDatabase, type DatabaseOptions } from '#server/db/database.ts';
import { CatalogEvents, type ChangeExtent } from '#server/events/catalog-events.ts';
import { AppError } from '#server/http/app-error.ts';
import { CountHelper } from './count-helper.ts';
import { useCountHelper } from './index-facet-codes.ts';
import { IndexSnapshotFile } from './index-snapshot.ts';
import { LocalSearchEngine, type EngineAnswer } from './search-engine.ts';
import { SearchIndexKeeper } from './search-index-keeper.ts';

/**
 * The search thread (search-thread.ts, docs/decisions/081-search-in-its-own-thread.md): holds
 * the search index and its own database connection, hears the catalog's changes from the main
 * thread in the order they happened, and answers searches as JSON text.
 */
export interface SearchThreadSettings {
  database: Pick<DatabaseOptions, 'databaseUrl' | 'dataDir' | 'sqliteFile'>;
  searchIndexDir: string;
  /** The database a snapshot was read from, without credentials. */
  databaseSource: string;
  syncIntervalMs: number;
  checkContract: boolean;
}

export type ThreadRequest =
  | {
      type: 'articles';
      id: number;
      request: ArticleSearchRequest;
      loggedIn: boolean;
      currency: string | null;
    }
  | { type: 'suggestions'; id: number; request: SuggestionRequest }
  | { type: 'changed'; ids: readonly number[]; extent: ChangeExtent }
  | { type: 'missed' }
  | { type: 'close' };

export type ThreadAnswer =
  | { type: 'ready' }
  /** `heard`: change messages received so far; `settled`: settledVersion() or null */
  | { type: 'state'; heard: number; settled: number | null }
  | { type: 'answer'; id: number; answer: EngineAnswer }
  | {
      type: 'refused';
      id: number;
      statusCode: number;
      code: ErrorCode;
      message: string;
      details: unknown;
    }
  | { type: 'failed'; id: number; message: string }
  | { type: 'log'; level: 'info' | 'error'; message: string; error?: string }
  | { type: 'closed' };

const port = parentPort!;
const settings = workerData as SearchThreadSettings;
const send = (answer: ThreadAnswer) => port.postMessage(answer);

const database = openDatabase(settings.database);
// large counts shared with a second core, where there is one (decision 082)
const countHelper = availableParallelism() > 1 ? new CountHelper() : null;
useCountHelper(countHelper);
const events = new CatalogEvents();
let heard = 0;
let lastState = '';

/** Tells the main thread what it needs to serve cached answers, when that changed. */
function sendState(): void {
  const settled = keeper.settledVersion() ?? null;
  const state = `${heard}:${settled}`;
  if (state === lastState) return;
  lastState = state;
  send({ type: 'state', heard, settled });
}

const keeper = SearchIndexKeeper.open(database, events, {
  syncIntervalMs: settings.syncIntervalMs,
  snapshot: new IndexSnapshotFile(settings.searchIndexDir, settings.databaseSource, true),
  log: {
    info: (message) => send({ type: 'log', level: 'info', message }),
    error: (error, message) => send({ type: 'log', level: 'error', message, error: String(error) }),
  },
  // after the keeper exists: the first change is queued while it is opened
  onSettledChange: () => queueMicrotask(sendState),
});
sendState();
const engine = new LocalSearchEngine(database, keeper, { checkContract: settings.checkContract });
void engine.ready.then(() => send({ type: 'ready' }));

function answer(id: number, work: Promise<EngineAnswer>): void {
  work.then(
    (result) => send({ type: 'answer', id, answer: result }),
    (error: unknown) => {
      if (error instanceof AppError) {
        const { statusCode, code, message, details } = error;
        try {
          send({ type: 'refused', id, statusCode, code, message, details });
        } catch {
          // details that cannot cross to the main thread: the refusal without them
          send({ type: 'refused', id, statusCode, code, message, details: undefined });
        }
      } else {
        send({ type: 'failed', id, message: String(error) });
      }
    },
  );
}

async function close(): Promise<void> {
  await engine.close();
  await database.close();
  countHelper?.close();
  send({ type: 'closed' });
  port.close();
}

port.on('message', (message: ThreadRequest) => {
  switch (message.type) {
    case 'articles':
      answer(message.id, engine.articles(message.request, message.loggedIn, message.currency));
      return;
    case 'suggestions':
      answer(message.id, engine.suggestions(message.request));
      return;
    case 'changed':
      heard++;
      events.articlesChanged(message.ids, message.extent);
      sendState();
      return;
    case 'missed':
      heard++;
      events.changesMissed();
      sendState();
      return;
    case 'close':
      void close();
  }
});
