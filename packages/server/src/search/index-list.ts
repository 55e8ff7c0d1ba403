import type { ArticleNotes } from '@shop/domain/api/article-notes.ts';
import {
  ARTICLE_STATES,
  isArticleState,
  type ArticleState,
} from '@shop/domain/rules/availability.ts';
import { articleImagePath } from '@shop/domain/rules/article-picture-path.ts';
import { articleNotes } from '#server/catalog/catalog.service.ts';
import type { IndexArticleRow } from './search.repository.ts';

/**
 * The fields a search's page shows of each article, kept per slot beside the index
 * (docs/decisions/067-search-new-cheaper.md): the page then reads only the names in its
 * language from the database, instead of three lookups per article (the article, its name,
 * its first picture), which were a fifth of an uncached search. Compact: the state as a
 * number, the dates as numbers of a list of their texts, the notes and pictures only where an
 * article has them (most have no notes, and most pictures are the generated one).
 */

const NO_DATE = -1;
/** A state the contract does not know is shown as in stock, as the page read did. */
const IN_STOCK = ARTICLE_STATES.indexOf('inStock');

export interface ListFieldsData {
  states: Uint8Array;
  caseQuantities: Int32Array;
  /** Every date text the slots name, each once. */
  dateTexts: string[];
  releaseDates: Int32Array;
  preorderDates: Int32Array;
  /** By slot, only slots with notes. */
  notes: Map<number, ArticleNotes>;
  /** By slot, only pictures other than the generated one of the article number. */
  images: Map<number, string>;
}

export interface ListArticle {
  articleNumber: string;
  producer: string | null;
  state: ArticleState;
  caseQuantity: number;
  releaseDate: string | null;
  preorderDate: string | null;
  image: string;
  notes: ArticleNotes;
}

/** The notes of every article without any, so a page copies none. */
export const NO_NOTES: ArticleNotes = Object.freeze({});

export class ListFields {
  private readonly dateIds: Map<string, number>;

  private constructor(readonly data: ListFieldsData) {
    this.dateIds = new Map(data.dateTexts.map((text, id) => [text, id]));
  }

  static empty(capacity: number): ListFields {
    return new ListFields({
      states: new Uint8Array(capacity),
      caseQuantities: new Int32Array(capacity),
      dateTexts: [],
      releaseDates: new Int32Array(capacity).fill(NO_DATE),
      preorderDates: new Int32Array(capacity).fill(NO_DATE),
      notes: new Map(),
      images: new Map(),
    });
  }

  static fromData(data: ListFieldsData): ListFields {
    return new ListFields(data);
  }

  private dateId(text: string | null): number {
    if (text === null) return NO_DATE;
    let id = this.dateIds.get(text);
    if (id === undefined) {
      id = this.data.dateTexts.length;
      this.data.dateTexts.push(text);
      this.dateIds.set(text, id);
    }
    return id;
  }

  /** Sets a slot's fields from its row (at the build and when the article changes). */
  set(slot: number, row: IndexArticleRow): void {
    const { data } = this;
    data.states[slot] = isArticleState(row.state) ? ARTICLE_STATES.indexOf(row.state) : IN_STOCK;
    data.caseQuantities[slot] = row.caseQuantity;
    data.releaseDates[slot] = this.dateId(row.releaseDate);
    data.preorderDates[slot] = this.dateId(row.preorderDate);
    const notes = articleNotes(row);
    if (Object.keys(notes).length > 0) data.notes.set(slot, notes);
    else data.notes.delete(slot);
    if (row.image !== null && row.image !== articleImagePath(row.articleNumber)) {
      data.images.set(slot, row.image);
    } else {
      data.images.delete(slot);
    }
  }

  /** The list fields of a slot whose article has the given number and producer. */
  get(slot: number, articleNumber: string, producer: string | null): ListArticle {
    const { data } = this;
    const release = data.releaseDates[slot]!;
    const preorder = data.preorderDates[slot]!;
    return {
      articleNumber,
      producer,
      state: ARTICLE_STATES[data.states[slot]!] ?? 'inStock',
      caseQuantity: data.caseQuantities[slot]!,
      releaseDate: release === NO_DATE ? null : data.dateTexts[release]!,
      preorderDate: preorder === NO_DATE ? null : data.dateTexts[preorder]!,
      image: data.images.get(slot) ?? articleImagePath(articleNumber),
      notes: data.notes.get(slot) ?? NO_NOTES,
    };
  }
}
