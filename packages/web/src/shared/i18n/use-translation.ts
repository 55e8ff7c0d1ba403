import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { FlatNamespace, i18n as I18n, TFunction } from 'i18next';

type Namespaces = FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]];

/** One `t` per instance, language and namespaces, shared by every component that asks. */
const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();
/** One subscription function per instance, so React keeps the subscription across renders. */
const subscribers = new WeakMap<I18n, (changed: () => void) => () => void>();

function fixedT(i18n: I18n, language: string, namespaces: Namespaces): TFunction {
  const list: readonly FlatNamespace[] = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = `${language}|${list.join(',')}`;
  let byKey = fixedTs.get(i18n);
  if (byKey === undefined) fixedTs.set(i18n, (byKey = new Map()));
  let t = byKey.get(key);
  if (t === undefined) {
    // the first namespace is the default, the others are reached as `ns:key`
    t = i18n.getFixedT(language, list[0]) as TFunction;
    byKey.set(key, t);
  }
  return t;
}

function subscriberOf(i18n: I18n): (changed: () => void) => () => void {
  let subscribe = subscribers.get(i18n);
  if (subscribe === undefined) {
    subscribe = (changed) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    };
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}

/**
 * react-i18next's `useTranslation` as the shop uses it: `t` for the namespaces, the component
 * rendering again when the language changes. Theirs copies the i18next instance's properties
 * into a new object and makes a new `t` for every component it is first used in; a list of 60
 * articles paid for that on every card of a phone's first page (decision 077). The texts are
 * always loaded before a page renders (main.tsx), so there is no ready state to wait for.
 */
export function useTranslation<const Ns extends Namespaces>(namespaces: Ns): { t: TFunction<Ns> } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(
    subscriberOf(i18n),
    () => i18n.language,
    // the server renders with the texts of the page's language (entry-server.tsx)
    () => i18n.language,
  );
  return { t: fixedT(i18n, language, namespaces) as TFunction<Ns> };
}
