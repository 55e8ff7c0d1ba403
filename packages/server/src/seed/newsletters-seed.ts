/**
 * A year of demo newsletters in German and English (docs/decisions/051-newsletters.md): one
 * every two weeks, each presenting six seeded articles, stored the way an imported newsletter
 * is (sanitised HTML, article links to the newsletter listing, the archive's search text).
 * Fictional throughout.
 */
import type { ArticleState } from '@shop/domain/rules/availability.ts';
import { escapeHtml } from '@shop/domain/rules/escape-html.ts';
import { newsletterSearchText } from '#server/newsletters/newsletter-archive.service.ts';
import { sanitizeNewsletterHtml } from '#server/newsletters/newsletter-html.ts';
import { RowBatch, type BulkWriter } from './bulk-writer.ts';
import type { SeedArticle } from './catalog-seed.ts';
import type { CategoryKey } from './taxonomy.ts';
import { addDays, timestamp } from './dates.ts';

interface Text {
  title: string;
  teaser: string;
  intro: string;
}

interface Topic {
  de: Text;
  en: Text;
  states?: ArticleState[];
  category?: CategoryKey;
}

const TOPICS: Topic[] = [
  {
    de: {
      title: 'Neu eingetroffen',
      teaser: 'Frische Ware im Lager: Figuren, Manga und mehr.',
      intro:
        'diese Woche haben wir wieder zahlreiche Paletten eingelagert. Alle Artikel sind sofort lieferbar.',
    },
    en: {
      title: 'New arrivals',
      teaser: 'Fresh stock in the warehouse: figures, manga and more.',
      intro:
        'this week we received plenty of new pallets again. Every article below ships at once.',
    },
    states: ['inStock'],
  },
  {
    de: {
      title: 'Jetzt vorbestellen',
      teaser: 'Sichern Sie sich die Neuheiten der kommenden Monate.',
      intro:
        'die Vorbestellphase für die Neuheiten der kommenden Monate läuft. Vorbestellungen werden bei Eingang zuerst bedient.',
    },
    en: {
      title: 'Pre-order now',
      teaser: 'Secure the releases of the coming months.',
      intro:
        'pre-orders for the releases of the coming months are open. Pre-orders are served first when the goods arrive.',
    },
    states: ['preorder'],
  },
  {
    de: {
      title: 'Bald im Lager',
      teaser: 'Diese Artikel treffen in den nächsten Tagen ein.',
      intro:
        'die folgenden Artikel sind bereits unterwegs und treffen in den nächsten Tagen bei uns ein.',
    },
    en: {
      title: 'Arriving soon',
      teaser: 'These articles arrive in the next few days.',
      intro:
        'the articles below are on their way and arrive in our warehouse within the next few days.',
    },
    states: ['inTake'],
  },
  {
    de: {
      title: 'Restposten und Hot Deals',
      teaser: 'Nur solange der Vorrat reicht.',
      intro:
        'wir räumen das Lager: diese Artikel gibt es zu besonders günstigen Konditionen, nur solange der Vorrat reicht.',
    },
    en: {
      title: 'Close-outs and hot deals',
      teaser: 'Only while stocks last.',
      intro:
        'we are clearing the warehouse: these articles come at especially good terms, only while stocks last.',
    },
    states: ['inStock', 'partialStock'],
  },
  {
    de: {
      title: 'Manga-Spotlight',
      teaser: 'Neue Bände und Fortsetzungen beliebter Reihen.',
      intro:
        'neue Bände beliebter Reihen sind da, dazu einige Erstausgaben, die Ihre Kundschaft nicht verpassen sollte.',
    },
    en: {
      title: 'Manga spotlight',
      teaser: 'New volumes and continuations of popular series.',
      intro:
        'new volumes of popular series are here, together with a few first editions your customers should not miss.',
    },
    category: 'manga',
  },
  {
    de: {
      title: 'Spieleabend im Laden',
      teaser: 'Brett- und Kartenspiele für die kommende Saison.',
      intro:
        'Brett- und Kartenspiele laufen in der kalten Jahreszeit besonders gut. Hier unsere Empfehlungen für Ihr Sortiment.',
    },
    en: {
      title: 'Game night in store',
      teaser: 'Board and card games for the coming season.',
      intro:
        'board and card games sell especially well in the colder months. Here are our recommendations for your range.',
    },
    category: 'games',
  },
  {
    de: {
      title: 'Ordnung für Sammler',
      teaser: 'Vitrinen, Boxen und Hüllen für jede Sammlung.',
      intro:
        'Sammler brauchen Platz: Vitrinen, Boxen und Schutzhüllen ergänzen jedes Figuren- und Kartensortiment.',
    },
    en: {
      title: 'Order for collectors',
      teaser: 'Display cases, boxes and sleeves for every collection.',
      intro:
        'collectors need space: display cases, boxes and sleeves complement every range of figures and cards.',
    },
    category: 'storage',
  },
  {
    de: {
      title: 'Geschenkideen der Saison',
      teaser: 'Kleine Geschenke mit großer Wirkung für Ihre Theke.',
      intro:
        'kleine Geschenke verkaufen sich an der Kasse fast von selbst. Unsere Auswahl für die kommenden Wochen:',
    },
    en: {
      title: 'Gift ideas of the season',
      teaser: 'Small gifts with a big effect for your counter.',
      intro: 'small gifts almost sell themselves at the till. Our selection for the coming weeks:',
    },
    category: 'gifts',
  },
];

const CLOSING = {
  de: 'Bei Fragen zu Mengen und Lieferterminen hilft Ihnen Ihr Kundenservice gern weiter. Mit freundlichen Grüßen, Ihr Team des Großhandels-Shops',
  en: 'Your customer service gladly helps with quantities and delivery dates. Kind regards, the wholesale shop team',
};
const HIGHLIGHTS = { de: 'Unsere Auswahl', en: 'Our selection' };
const ISSUES = 26;
/** Links in the bodies are relative; any origin lets the sanitiser recognise them. */
const SEED_ORIGIN = 'http://seed.invalid';

function articlesFor(topic: Topic, articles: readonly SeedArticle[], issue: number): string[] {
  const pool = articles.filter(
    (a) =>
      a.mainArticleNumber === null &&
      (topic.states === undefined || topic.states.includes(a.state)) &&
      (topic.category === undefined || a.category === topic.category),
  );
  const from = pool.length === 0 ? 0 : (issue * 6) % Math.max(1, pool.length - 5);
  return pool.slice(from, from + 6).map((a) => a.articleNumber);
}

function bodyOf(language: 'de' | 'en', text: Text, numbers: string[]): string {
  const items = numbers
    .map((n) => `<li><a href="/product/${escapeHtml(n)}">${escapeHtml(n)}</a></li>`)
    .join('');
  const greeting = language === 'de' ? 'Guten Tag,' : 'Hello,';
  return [
    `<h1>${escapeHtml(text.title)}</h1>`,
    `<p>${greeting} ${escapeHtml(text.intro)}</p>`,
    numbers.length > 0 ? `<h2>${HIGHLIGHTS[language]}</h2><ul>${items}</ul>` : '',
    `<p>${escapeHtml(CLOSING[language])}</p>`,
  ].join('');
}

/** Writes ISSUES issues per language, the newest a week before the reference date. */
export async function seedNewsletters(
  writer: BulkWriter,
  options: { referenceDate: string; articles: readonly SeedArticle[] },
): Promise<number> {
  const batch = new RowBatch();
  let id = 0;
  for (let issue = ISSUES - 1; issue >= 0; issue--) {
    const topic = TOPICS[issue % TOPICS.length]!;
    const numbers = articlesFor(topic, options.articles, issue);
    const publishedAt = timestamp(addDays(options.referenceDate, -7 - issue * 14), 8, 0);
    for (const language of ['de', 'en'] as const) {
      const text = topic[language];
      const stored = sanitizeNewsletterHtml(bodyOf(language, text, numbers), {
        newsletterId: ++id,
        publicUrl: SEED_ORIGIN,
      });
      batch.add('newsletters', {
        id,
        language,
        title: text.title,
        teaser: text.teaser,
        bodyHtml: stored.html,
        bodyText: newsletterSearchText(text.title, text.teaser, stored.text),
        image: null,
        articleNumbers: JSON.stringify(stored.articleNumbers),
        publishedAt,
      });
    }
  }
  await writer.write(batch);
  return id;
}
