import type { CatalogEvents } from '#server/events/catalog-events.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { SearchIndexBuilder, articleParts, type SearchIndex } from './search-index.ts';
import {
  countMainArticles,
  findArticleIdsUpdatedAfter,
  findCatalogMarks,
  findLanguages,
  findMaxArticleId,
  findNamesInOrder,
  loadFacetEntities,
  loadIndexArticles,
  streamIndexTexts,
  type FacetEntities,
} from './search.repository.ts';

/** Article ids read per statement while building. */
const BUILD_CHUNK = 1000;
/** Article ids refreshed per statement. */
const REFRESH_CHUNK = 500;
/** How often other processes' changes are looked for (seed command, other instances). */
export const DEFAULT_SYNC_INTERVAL_MS = 5000;
/** New rows are looked for on requests at most this often (a cheap max(id) on the key). */
const NEW_ROWS_CHECK_MS = 100;

/** Reads the whole catalog into a new index, in chunks of ids so requests run in between. */
export async function buildSearchIndex(handle: DatabaseHandle): Promise<SearchIndex> {
  const { db } = handle;
  for (let attempt = 0; ; attempt++) {
    const marks = await findCatalogMarks(db);
    const entities = await loadFacetEntities(db);
    const capacity = await countMainArticles(db, marks.maxId);
    const builder = new SearchIndexBuilder(entities, capacity, marks);
    let complete = true;
    for (let from = 0; from <= marks.maxId && complete; from += BUILD_CHUNK) {
      const toId = Math.min(from + BUILD_CHUNK, marks.maxId + 1);
      const data = await loadIndexArticles(db, { fromId: from, toId }, () =>
        streamIndexTexts(handle, from, toId),
      );
      complete = builder.add(data);
    }
    // more main articles than counted: the catalog changed under the build, so read it again
    if (!complete && attempt < 2) continue;
    for (const language of await findLanguages(db)) {
      builder.rankNames(language, await findNamesInOrder(handle, language));
    }
    return builder.finish();
  }
}

function sameEntities(a: FacetEntities, b: FacetEntities): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface SearchIndexKeeperOptions {
  syncIntervalMs?: number;
  log?: { info(message: string): void; error(error: unknown, message: string): void };
}

/**
 * Owns the search index: builds it at start, refreshes changed articles when the catalog
 * events name them, and looks for changes by other processes every few seconds (rows whose
 * `updated_at` is newer, new ids, a changed row count or changed producer/theme/... tables).
 * All changes run one after another; a search waits for the ones already queued.
 */
export class SearchIndexKeeper {
  private work: Promise<void> = Promise.resolve();
  /** Counts every change of the index, so answers computed from an older state are dropped. */
  version = 0;
  private readonly changed = new Set<number>();
  private flushQueued = false;
  private lastNewRowsCheck = 0;
  /** A rebuild for new rows is queued or running: requests meanwhile do not queue another. */
  private rebuildingForNewRows = false;
  private syncQueued = false;
  private rebuildRunning = false;
  private closed = false;
  private readonly timer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  private constructor(
    private readonly handle: DatabaseHandle,
    private index: SearchIndex,
    events: CatalogEvents,
    private readonly options: SearchIndexKeeperOptions,
  ) {
    this.unsubscribe = events.onArticlesChanged((ids) => this.articlesChanged(ids));
    this.timer = setInterval(() => {
      if (this.syncQueued) return;
      this.syncQueued = true;
      this.enqueue(async () => {
        this.syncQueued = false;
        await this.sync();
      });
    }, options.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS);
    this.timer.unref();
  }

  static async start(
    handle: DatabaseHandle,
    events: CatalogEvents,
    options: SearchIndexKeeperOptions = {},
  ): Promise<SearchIndexKeeper> {
    const started = performance.now();
    const index = await buildSearchIndex(handle);
    options.log?.info(
      `search index: ${index.size} articles in ${Math.round(performance.now() - started)} ms, ` +
        `word indexes ${Math.round(index.textBytes() / 1048576)} MB`,
    );
    return new SearchIndexKeeper(handle, index, events, options);
  }

  /** The index with every change known so far applied. */
  async current(): Promise<SearchIndex> {
    const now = Date.now();
    if (!this.rebuildingForNewRows && now - this.lastNewRowsCheck >= NEW_ROWS_CHECK_MS) {
      this.lastNewRowsCheck = now;
      // a catalog seeded or imported after start (the first start seeds after the app is built)
      const maxId = await findMaxArticleId(this.handle.db);
      if (maxId !== this.index.marks.maxId && !this.rebuildingForNewRows) {
        this.rebuildingForNewRows = true;
        this.enqueue(async () => {
          try {
            await this.rebuild();
          } finally {
            this.rebuildingForNewRows = false;
          }
        });
      }
    }
    // a rebuild takes seconds on a large catalog: meanwhile the previous index answers, unless
    // it is empty (a catalog seeded after start)
    if (!this.rebuildRunning || this.index.size === 0) await this.work;
    return this.index;
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    this.unsubscribe();
  }

  private enqueue(task: () => Promise<void>): void {
    const run = () => (this.closed ? Promise.resolve() : task());
    this.work = this.work.then(run).catch((error: unknown) => {
      this.options.log?.error(error, 'search index update failed');
    });
  }

  private articlesChanged(ids: readonly number[]): void {
    for (const id of ids) this.changed.add(id);
    if (this.flushQueued) return;
    this.flushQueued = true;
    this.enqueue(async () => {
      this.flushQueued = false;
      const ids = [...this.changed];
      this.changed.clear();
      await this.refresh(ids);
    });
  }

  /** Applies changed articles in place, or rebuilds when a change needs it. */
  private async refresh(ids: readonly number[]): Promise<void> {
    for (let start = 0; start < ids.length; start += REFRESH_CHUNK) {
      const data = await loadIndexArticles(this.handle.db, {
        ids: ids.slice(start, start + REFRESH_CHUNK),
      });
      for (const parts of articleParts(data)) {
        this.version++;
        if (!this.index.apply(parts)) {
          await this.rebuild();
          return;
        }
      }
      // a removed article: its id is known but no longer read
      if (data.articles.length < Math.min(REFRESH_CHUNK, ids.length - start)) {
        await this.rebuild();
        return;
      }
    }
  }

  private async rebuild(): Promise<void> {
    this.rebuildRunning = true;
    let index: SearchIndex;
    try {
      index = await buildSearchIndex(this.handle);
    } finally {
      this.rebuildRunning = false;
    }
    if (this.closed) return;
    this.index = index;
    this.version++;
    this.options.log?.info(`search index rebuilt: ${index.size} articles`);
  }

  /** Picks up changes made by other processes. */
  private async sync(): Promise<void> {
    const marks = await findCatalogMarks(this.handle.db);
    const known = this.index.marks;
    const entities = await loadFacetEntities(this.handle.db);
    if (
      marks.rows !== known.rows ||
      marks.maxId !== known.maxId ||
      !sameEntities(entities, this.index.entities)
    ) {
      await this.rebuild();
      return;
    }
    if (marks.lastUpdate > known.lastUpdate) {
      const ids = await findArticleIdsUpdatedAfter(this.handle.db, known.lastUpdate);
      await this.refresh(ids);
      this.index.marks = { ...this.index.marks, lastUpdate: marks.lastUpdate };
    }
  }
}
