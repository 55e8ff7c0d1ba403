import type { Language } from '@shop/domain/shops.ts';
import type { Resources } from './keys.ts';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };

/**
 * The texts the shop ships, one JSON file per language. The server brings them into its
 * translations table at every start and serves them from there (docs/decisions/004); the web
 * client types its `t()` keys with `keys.ts`, never bundling these files.
 */

/** namespace → key → text */
export type Messages = Record<string, Record<string, string>>;

/** Plural forms are compared by their base key: pl needs _few and _many, ja only _other. */
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type BaseKey<Key extends string> = Key extends `${infer Base}${PluralSuffix}` ? Base : Key;

type KeysOf<M> = {
  [N in Extract<keyof M, string>]: `${N}:${BaseKey<Extract<keyof M[N], string>>}`;
}[Extract<keyof M, string>];

/** The `namespace:key`s that en has and M lacks, or that M has and en lacks. */
type KeysNotInBoth<M> =
  Exclude<KeysOf<Resources>, KeysOf<M>> | Exclude<KeysOf<M>, KeysOf<Resources>>;

/**
 * Compiles only when a language has exactly the keys of en; otherwise the type error names the
 * keys that differ (as `keysNotInBoth`). A test checks the plural forms each language needs.
 */
function withKeysOfEn<M extends Messages>(
  messages: M &
    ([KeysNotInBoth<M>] extends [never] ? unknown : { keysNotInBoth: KeysNotInBoth<M> }),
): M {
  return messages;
}

export const SHIPPED_MESSAGES: Readonly<Record<Language, Messages>> = {
  de: withKeysOfEn(de),
  en,
  es: withKeysOfEn(es),
  fr: withKeysOfEn(fr),
  it: withKeysOfEn(it),
  pl: withKeysOfEn(pl),
  ja: withKeysOfEn(ja),
};
