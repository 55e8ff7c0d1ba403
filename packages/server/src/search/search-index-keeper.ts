import { setImmediate } from 'node:timers/promises';
import type { CatalogEvents, ChangeExtent } from '#server/events/catalog-events.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import type { IndexSnapshotFile } from './index-snapshot.ts';
import {
  SearchIndexBuilder,
  articleParts,
  stockAndPriceParts,
  type SearchIndex,
} from './search-index.ts';
import {
  countMainArticles,
  findArticlesUpdatedAfter,
  findCatalogMarks,
  findLanguages,
  findMaxArticleId,
  findNamesInOrder,
  loadFacetEntities,
  loadIndexArticles,
  loadIndexStockAndPrices,
  streamIndexTexts,
  type FacetEntities,
  type IndexArticleRow,
} from './search.repository.ts';

/** Article ids read per statement while building. */
const BUILD_CHUNK = 1000;
/** Article ids refreshed per statement. */
const REFRESH_CHUNK = 500;
/** How often other processes' changes are looked for (seed command, other instances). */
export const DEFAULT_SYNC_INTERVAL_MS = 5000;
/** New rows are looked for on requests at most this often (a cheap max(id) on the key). */
const NEW_ROWS_CHECK_MS = 100;

/**
 * Reads the whole catalog into a new index, in chunks of ids so requests run in between: on
 * SQLite every query settles at once, so without the yield to the event loop after each chunk
 * the build would hold the process (no listening, no answers) until it ended.
 */
export async function buildSearchIndex(
  handle: DatabaseHandle,
  options: { pageNamesUpTo?: number } = {},
): Promise<SearchIndex> {
  const { db } = handle;
  for (let attempt = 0; ; attempt++) {
    const marks = await findCatalogMarks(db);
    const entities = await loadFacetEntities(db);
    const capacity = await countMainArticles(db, marks.maxId);
    const builder = new SearchIndexBuilder(entities, capacity, marks, options.pageNamesUpTo);
    let complete = true;
    for (let from = 0; from <= marks.maxId && complete; from += BUILD_CHUNK) {
      const toId = Math.min(from + BUILD_CHUNK, marks.maxId + 1);
      const data = await loadIndexArticles(db, { fromId: from, toId }, () =>
        streamIndexTexts(handle, from, toId),
      );
      complete = builder.add(data);
      await setImmediate();
    }
    // more main articles than counted: the catalog changed under the build, so read it again
    if (!complete && attempt < 2) continue;
    for (const language of await findLanguages(db)) {
      builder.rankNames(language, await findNamesInOrder(handle, language));
      await setImmediate();
    }
    return builder.finish();
  }
}

function sameEntities(a: FacetEntities, b: FacetEntities): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface SearchIndexKeeperOptions {
  syncIntervalMs?: number;
  /** Where the built index is kept for the next start (decision 066); none: always build. */
  snapshot?: IndexSnapshotFile;
  log?: { info(message: string): void; error(error: unknown, message: string): void };
  /** Called whenever `settledVersion()` may have changed (a change queued or ended). */
  onSettledChange?: () => void;
}

/**
 * Owns the search index: builds it in the background at start, refreshes changed articles when
 * the catalog events name them, and looks for changes by other processes every few seconds
 * (rows whose `updated_at` is newer, new ids, a changed row count or changed
 * producer/theme/... tables). All changes run one after another; a search waits for the ones
 * already queued, and the first search waits for the first build.
 */
export class SearchIndexKeeper {
  private work: Promise<void> = Promise.resolve();
  /** Counts every change of the index, so answers computed from an older state are dropped. */
  version = 0;
  private index: SearchIndex | undefined;
  /** Queued or running changes; a cached answer is only served when none is waiting. */
  private pending = 0;
  /** Announced changes not applied yet; `whole` wins over `stockAndPrices` for the same id. */
  private readonly changed = new Map<number, ChangeExtent>();
  /**
   * The stamp (`updated_at`) of each article a refresh read since the last sync, so the sync
   * does not read again what an announced change already brought (an import of 10,000 stock
   * changes would otherwise be loaded twice: once announced, once found by its stamps).
   */
  private readonly refreshedStamps = new Map<number, string>();
  private flushQueued = false;
  private lastNewRowsCheck = 0;
  /** A rebuild for new rows is queued or running: requests meanwhile do not queue another. */
  private rebuildingForNewRows = false;
  private syncQueued = false;
  private rebuildRunning = false;
  private closed = false;
  private readonly timer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private markBuilt: () => void = () => undefined;
  /** The snapshot file being written, so `close` waits for it. */
  private saving: Promise<void> = Promise.resolve();
  /** Settles once the first index is built (never rejects: a failed build is tried again). */
  readonly ready = new Promise<void>((resolve) => {
    this.markBuilt = resolve;
  });

  private constructor(
    private readonly handle: DatabaseHandle,
    events: CatalogEvents,
    private readonly options: SearchIndexKeeperOptions,
  ) {
    const stopChanges = events.onArticlesChanged((ids, extent) =>
      this.articlesChanged(ids, extent),
    );
    // changes another process announced while Redis was away: looked for at once, not at the poll
    const stopMissed = events.onChangesMissed(() => this.queueSync());
    this.unsubscribe = () => {
      stopChanges();
      stopMissed();
    };
    this.timer = setInterval(
      () => this.queueSync(),
      options.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS,
    );
    this.timer.unref();
  }

  /** Looks for changed rows (the `updated_at` sync) soon, once even if asked twice. */
  private queueSync(): void {
    if (this.syncQueued) return;
    this.syncQueued = true;
    this.enqueue(async () => {
      this.syncQueued = false;
      await this.sync();
    });
  }

  /**
   * A keeper whose first index builds in the background, so the server listens at once
   * (docs/decisions/062-search-cold-path-and-start-up.md); searches wait for `ready`.
   */
  static open(
    handle: DatabaseHandle,
    events: CatalogEvents,
    options: SearchIndexKeeperOptions = {},
  ): SearchIndexKeeper {
    const keeper = new SearchIndexKeeper(handle, events, options);
    keeper.enqueue(() => keeper.start());
    return keeper;
  }

  get built(): boolean {
    return this.index !== undefined;
  }

  /**
   * The index's version when no change is queued or running, so an answer cached at that
   * version is still right without asking the database; undefined otherwise.
   */
  settledVersion(): number | undefined {
    return this.index !== undefined && this.pending === 0 ? this.version : undefined;
  }

  /** The index with every change known so far applied. */
  async current(): Promise<SearchIndex> {
    if (this.index === undefined) {
      await this.work;
      // the first build failed (logged): try once more for this request
      if (this.index === undefined) this.enqueue(() => this.rebuild());
      await this.work;
    }
    const index = this.index;
    if (index === undefined) {
      throw new AppError(503, 'SEARCH_UNAVAILABLE', 'The search is not available yet');
    }
    const now = Date.now();
    if (!this.rebuildingForNewRows && now - this.lastNewRowsCheck >= NEW_ROWS_CHECK_MS) {
      this.lastNewRowsCheck = now;
      // a catalog seeded or imported after start (the first start seeds after the app is built)
      const maxId = await findMaxArticleId(this.handle.db);
      if (maxId !== index.marks.maxId && !this.rebuildingForNewRows) {
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
    if (!this.rebuildRunning || index.size === 0) await this.work;
    return this.index ?? index;
  }

  /** Stops watching; settles when a build or refresh still running has ended. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.unsubscribe();
    await this.work;
    await this.saving;
  }

  private enqueue(task: () => Promise<void>): void {
    this.pending++;
    this.options.onSettledChange?.();
    const run = () => (this.closed ? Promise.resolve() : task());
    this.work = this.work
      .then(run)
      .catch((error: unknown) => {
        this.options.log?.error(error, 'search index update failed');
      })
      .finally(() => {
        this.pending--;
        this.options.onSettledChange?.();
      });
  }

  private articlesChanged(ids: readonly number[], extent: ChangeExtent): void {
    for (const id of ids) if (this.changed.get(id) !== 'whole') this.changed.set(id, extent);
    if (this.flushQueued) return;
    this.flushQueued = true;
    this.enqueue(async () => {
      this.flushQueued = false;
      const whole: number[] = [];
      const lean: number[] = [];
      for (const [id, extent] of this.changed) (extent === 'whole' ? whole : lean).push(id);
      this.changed.clear();
      // a rebuild read the stock and prices as well
      if (await this.refresh(whole)) await this.refresh(lean, 'stockAndPrices');
    });
  }

  /**
   * Applies changed articles in place, or rebuilds when a change needs it; false when it rebuilt.
   * A stock and price change reads and applies only those, not the texts and groups that are
   * most of what an article's refresh reads (docs/decisions/108-stock-and-price-changes-read-lean.md).
   */
  private async refresh(ids: readonly number[], extent: ChangeExtent = 'whole'): Promise<boolean> {
    const index = this.index;
    // no index yet: the build that is still to come reads these articles anyway
    if (index === undefined) return true;
    const { db } = this.handle;
    for (let start = 0; start < ids.length; start += REFRESH_CHUNK) {
      const chunk = ids.slice(start, start + REFRESH_CHUNK);
      const applied =
        extent === 'whole'
          ? this.applyEach(
              await loadIndexArticles(db, { ids: chunk }),
              chunk,
              articleParts,
              (parts) => index.apply(parts),
            )
          : this.applyEach(
              await loadIndexStockAndPrices(db, chunk),
              chunk,
              stockAndPriceParts,
              (parts) => index.applyStockAndPrice(parts),
            );
      if (!applied) {
        await this.rebuild();
        return false;
      }
    }
    return true;
  }

  /** Applies the articles read for `ids`; false when one needs a rebuild or one was removed. */
  private applyEach<D extends { articles: readonly IndexArticleRow[] }, P>(
    data: D,
    ids: readonly number[],
    partsOf: (data: D) => Iterable<P>,
    apply: (parts: P) => boolean,
  ): boolean {
    for (const row of data.articles) this.refreshedStamps.set(row.id, row.updatedAt);
    // a removed article: its id is known but no longer read
    if (data.articles.length < ids.length) return false;
    for (const parts of partsOf(data)) {
      this.version++;
      if (!apply(parts)) return false;
    }
    return true;
  }

  /**
   * The first index: the snapshot of an earlier run brought up to date (the same comparison
   * with the database as the periodic sync: changed rows are applied, new or removed ones
   * rebuild), or a build when there is no usable snapshot.
   */
  private async start(): Promise<void> {
    const { snapshot, log } = this.options;
    if (snapshot) {
      const started = performance.now();
      let loaded: SearchIndex | null = null;
      try {
        loaded = await snapshot.load();
      } catch (error) {
        log?.error(error, 'search index snapshot unreadable, building instead');
      }
      if (loaded && !this.closed) {
        this.index = loaded;
        this.version++;
        await this.sync();
        this.markBuilt();
        log?.info(
          `search index loaded from its snapshot: ${loaded.size} articles in ` +
            `${Math.round(performance.now() - started)} ms`,
        );
        return;
      }
    }
    await this.rebuild();
  }

  private async rebuild(): Promise<void> {
    // the new index reads every row as it is now
    this.refreshedStamps.clear();
    this.rebuildRunning = true;
    const started = performance.now();
    let index: SearchIndex;
    try {
      index = await buildSearchIndex(this.handle);
    } finally {
      this.rebuildRunning = false;
    }
    if (this.closed) return;
    this.index = index;
    this.version++;
    this.markBuilt();
    this.options.log?.info(
      `search index built: ${index.size} articles in ${Math.round(performance.now() - started)} ms, ` +
        `word indexes ${Math.round(index.textBytes() / 1048576)} MB`,
    );
    this.saveSnapshot(index);
  }

  /** Writes the snapshot outside the queue: searches need not wait for the disk. */
  private saveSnapshot(index: SearchIndex): void {
    const { snapshot, log } = this.options;
    if (!snapshot) return;
    this.saving = this.saving
      .then(() => snapshot.save(index))
      .catch((error: unknown) => log?.error(error, 'search index snapshot not written'));
  }

  /** Picks up changes made by other processes. */
  private async sync(): Promise<void> {
    const index = this.index;
    const marks = await findCatalogMarks(this.handle.db);
    const entities = await loadFacetEntities(this.handle.db);
    if (
      index === undefined ||
      marks.rows !== index.marks.rows ||
      marks.maxId !== index.marks.maxId ||
      // older than the index: the database was restored from a backup
      marks.lastUpdate < index.marks.lastUpdate ||
      !sameEntities(entities, index.entities)
    ) {
      await this.rebuild();
      return;
    }
    if (marks.lastUpdate > index.marks.lastUpdate) {
      const updated = await findArticlesUpdatedAfter(this.handle.db, index.marks.lastUpdate);
      await this.refresh(
        updated
          .filter((row) => this.refreshedStamps.get(row.id) !== row.updatedAt)
          .map((row) => row.id),
      );
      // a refresh may have rebuilt: the marks belong to whichever index is current now
      if (this.index === index) index.marks = { ...index.marks, lastUpdate: marks.lastUpdate };
    }
    // every row a refresh read so far is at or below these marks now
    this.refreshedStamps.clear();
  }
}
