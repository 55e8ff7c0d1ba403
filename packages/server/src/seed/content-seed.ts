/**
 * Content of the public shell (spec 2): banners, partners, FAQ (general and GPSR), a poll,
 * vacancies and payment methods (newsletters: newsletters-seed.ts). German and English texts; fictional throughout.
 */
import { LANGUAGES } from '@shop/domain/shops.ts';
import { RowBatch, type BulkWriter } from './bulk-writer.ts';
import { GPSR_FAQ_TRANSLATIONS } from './gpsr-faq.ts';
import { PRODUCERS } from './names.ts';

export interface ContentSeedResult {
  banners: number;
  partners: number;
  faqQuestions: number;
  paymentMethods: number;
}

/** Banner pictures are served as generated SVGs, like article pictures (see article-image.ts). */
export function bannerImagePath(code: string): string {
  return `/images/banners/${code}.svg`;
}

/** Three start-page banners (positions 0 to 2) in every shop language. */
const BANNERS = [
  {
    code: 'new-arrivals',
    link: '/arrivals',
    titles: {
      de: 'Neu eingetroffen',
      en: 'New arrivals',
      es: 'Novedades en stock',
      fr: 'Nouveaux arrivages',
      it: 'Nuovi arrivi',
      pl: 'Nowe dostawy',
      ja: '新着入荷',
    },
  },
  {
    code: 'pre-orders',
    link: '/preOrder',
    titles: {
      de: 'Jetzt vorbestellen',
      en: 'Pre-order now',
      es: 'Reserva ahora',
      fr: 'Précommandez maintenant',
      it: 'Preordina ora',
      pl: 'Zamów przedpremierowo',
      ja: '予約受付中',
    },
  },
  {
    code: 'hot-deals',
    link: '/hotDeals',
    titles: {
      de: 'Hot Deals der Woche',
      en: 'Hot deals of the week',
      es: 'Ofertas de la semana',
      fr: 'Bonnes affaires de la semaine',
      it: 'Offerte della settimana',
      pl: 'Okazje tygodnia',
      ja: '今週のお買い得',
    },
  },
] as const;

interface Faq {
  kind: 'general' | 'gpsr';
  title: { de: string; en: string };
  questions: { de: [string, string]; en: [string, string] }[];
}

const FAQ: readonly Faq[] = [
  {
    kind: 'general',
    title: { de: 'Bestellung und Lieferung', en: 'Ordering and delivery' },
    questions: [
      {
        de: [
          'Ab welchem Bestellwert liefern Sie versandkostenfrei?',
          'Innerhalb Deutschlands, der Niederlande, Belgiens und Luxemburgs ab 250 € Warenwert; die Schwellen der anderen Länder stehen auf der Seite Versandkosten.',
        ],
        en: [
          'From which order value is shipping free?',
          'Within Germany, the Netherlands, Belgium and Luxembourg from €250 of goods; the thresholds of the other countries are listed on the shipping costs page.',
        ],
      },
      {
        de: [
          'Was bedeutet die Verpackungseinheit?',
          'Viele Artikel verkaufen wir nur in ganzen Verpackungseinheiten. Die Menge im Warenkorb wird dann in Einheiten gezählt.',
        ],
        en: [
          'What does the case quantity mean?',
          'Many articles are sold in whole cases only. The basket then counts the quantity in cases.',
        ],
      },
      {
        de: [
          'Wie funktionieren Vorbestellungen?',
          'Vorbestellte Artikel liefern wir, sobald sie bei uns eintreffen. Den voraussichtlichen Zeitraum sehen Sie am Artikel als Anfang, Mitte oder Ende eines Monats.',
        ],
        en: [
          'How do pre-orders work?',
          'We ship pre-ordered articles as soon as they arrive. The article shows the expected time as the beginning, middle or end of a month.',
        ],
      },
    ],
  },
  {
    kind: 'general',
    title: { de: 'Konto und Zahlung', en: 'Account and payment' },
    questions: [
      {
        de: [
          'Welche Zahlungsarten gibt es?',
          'Vorkasse, Kreditkarte und PayPal stehen allen Kunden offen; SEPA-Lastschrift und Kauf auf Rechnung hängen vom Land ab.',
        ],
        en: [
          'Which payment methods are available?',
          'Prepayment, credit card and PayPal are open to all customers; SEPA direct debit and invoice depend on the country.',
        ],
      },
      {
        de: [
          'Kann ich offene Rechnungen online bezahlen?',
          'Ja. Unter Rechnungen können Sie offene Rechnungen mit Kreditkarte begleichen.',
        ],
        en: [
          'Can I pay open invoices online?',
          'Yes. Under invoices you can settle open invoices by credit card.',
        ],
      },
    ],
  },
  {
    kind: 'general',
    title: { de: 'Reklamationen', en: 'Complaints' },
    questions: [
      {
        de: [
          'Was mache ich bei einer beschädigten Lieferung?',
          'Bitte vermerken Sie den Schaden beim Zusteller und senden Sie uns das Reklamationsformular innerhalb von 7 Tagen.',
        ],
        en: [
          'What should I do about a damaged delivery?',
          'Please have the damage noted by the carrier and send us the complaint form within 7 days.',
        ],
      },
      {
        de: [
          'Was sind DAP-Artikel?',
          'Artikel mit beschädigter (1DAP) oder stark beschädigter (2DAP) Verpackung. Der Inhalt ist einwandfrei, der Preis reduziert.',
        ],
        en: [
          'What are DAP articles?',
          'Articles with damaged (1DAP) or heavily damaged (2DAP) packaging. The contents are flawless, the price is reduced.',
        ],
      },
    ],
  },
  {
    kind: 'gpsr',
    title: { de: 'Produktsicherheit (GPSR)', en: 'Product safety (GPSR)' },
    questions: [
      {
        de: [
          'Was ist die GPSR?',
          'Die EU-Verordnung über die allgemeine Produktsicherheit verlangt Angaben zu Hersteller, verantwortlicher Person und Sicherheitshinweisen.',
        ],
        en: [
          'What is the GPSR?',
          'The EU General Product Safety Regulation requires information on the manufacturer, the responsible person and safety warnings.',
        ],
      },
      {
        de: [
          'Wo finde ich die Herstellerangaben?',
          'Auf jeder Artikelseite unter Produktsicherheit sowie gesammelt im GPSR-Export Ihres Kontos.',
        ],
        en: [
          'Where do I find the manufacturer information?',
          'On every article page under product safety, and collected in the GPSR export of your account.',
        ],
      },
      {
        de: [
          'Muss ich die Warnhinweise im Laden zeigen?',
          'Ja, die Warnhinweise müssen für Endkunden vor dem Kauf sichtbar sein, auch im eigenen Onlineshop.',
        ],
        en: [
          'Do I have to show the warnings in my shop?',
          'Yes, the warnings must be visible to consumers before the purchase, in your own web shop too.',
        ],
      },
      {
        de: [
          'In welchen Sprachen gibt es die Angaben?',
          'Die Sicherheitsinformationen stehen in allen 24 Amtssprachen der EU bereit.',
        ],
        en: [
          'In which languages is the information available?',
          'The safety information is available in all 24 official languages of the EU.',
        ],
      },
    ],
  },
];

const VACANCIES = [
  {
    link: 'warehouse-logistics-specialist',
    names: {
      de: 'Fachkraft für Lagerlogistik (m/w/d)',
      en: 'Warehouse logistics specialist (m/f/d)',
    },
    body: '<p>Wir suchen Verstärkung für unser Lager.</p><ul><li>Kommissionierung und Versand</li><li>Wareneingang und Inventur</li></ul><p>We are looking for support in our warehouse.</p>',
  },
  {
    link: 'frontend-developer',
    names: { de: 'Frontend-Entwickler:in (m/w/d)', en: 'Frontend developer (m/f/d)' },
    body: '<p>Gestalte den Onlineshop für tausende Händler mit.</p><ul><li>React und TypeScript</li><li>Barrierefreiheit</li></ul><p>Help shape the web shop for thousands of retailers.</p>',
  },
];

/** Payment methods by pay type (spec 3 section 6) with their country rules (spec 2 section 5). */
const PAYMENT_METHODS = [
  { value: 4, restricted: [], exclusive: [] },
  { value: 2, restricted: [], exclusive: ['DE', 'AT'] },
  { value: 13, restricted: [], exclusive: ['DE', 'AT', 'NL', 'BE', 'LU'] },
  { value: 5, restricted: ['GB', 'GI', 'GG', 'JE', 'CH', 'NO'], exclusive: [] },
  { value: 8, restricted: [], exclusive: [] },
  { value: 11, restricted: [], exclusive: [] },
];

export async function seedContent(writer: BulkWriter): Promise<ContentSeedResult> {
  const batch = new RowBatch();
  const result: ContentSeedResult = {
    banners: 0,
    partners: 0,
    faqQuestions: 0,
    paymentMethods: 0,
  };

  let bannerId = 0;
  for (const language of LANGUAGES) {
    BANNERS.forEach((banner, position) => {
      batch.add('banners', {
        id: ++bannerId,
        position,
        language,
        title: banner.titles[language],
        image: bannerImagePath(banner.code),
        link: banner.link,
        sort: position,
        active: 1,
      });
      result.banners++;
    });
  }

  PRODUCERS.slice(0, 10).forEach((producer, index) => {
    const slug = producer.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    batch.add('partners', {
      id: index + 1,
      name: producer.name,
      names: JSON.stringify({ de: producer.name, en: producer.name }),
      url: `https://${slug}.example.com`,
      logo: null,
      inSlider: index < 6 ? 1 : 0,
      sort: index,
    });
    result.partners++;
  });

  let groupId = 0;
  let questionId = 0;
  for (const language of ['de', 'en'] as const) {
    FAQ.forEach((group, sort) => {
      const id = ++groupId;
      batch.add('faqGroups', {
        id,
        kind: group.kind,
        language,
        title: group.title[language],
        sort,
      });
      group.questions.forEach((question, index) => {
        const [text, answer] = question[language];
        batch.add('faqQuestions', {
          id: ++questionId,
          groupId: id,
          question: text,
          answer,
          sort: index,
        });
        result.faqQuestions++;
      });
    });
  }
  for (const [language, faq] of Object.entries(GPSR_FAQ_TRANSLATIONS)) {
    const id = ++groupId;
    batch.add('faqGroups', { id, kind: 'gpsr', language, title: faq.title, sort: 0 });
    faq.questions.forEach(([question, answer], index) => {
      batch.add('faqQuestions', { id: ++questionId, groupId: id, question, answer, sort: index });
      result.faqQuestions++;
    });
  }

  batch.add('polls', {
    id: 1,
    hash: 'demo-poll',
    language: 'de',
    title: 'Ihre Meinung zählt',
    question: 'Welche Warengruppe sollen wir im nächsten Jahr ausbauen?',
    active: 1,
  });
  batch.add('polls', {
    id: 2,
    hash: 'demo-poll',
    language: 'en',
    title: 'Your opinion matters',
    question: 'Which product group should we expand next year?',
    active: 1,
  });

  VACANCIES.forEach((vacancy, index) => {
    batch.add('vacancies', {
      id: index + 1,
      link: vacancy.link,
      title: vacancy.names.en,
      names: JSON.stringify(vacancy.names),
      body: vacancy.body,
      images: '[]',
      published: 1,
    });
  });

  PAYMENT_METHODS.forEach((method, index) => {
    batch.add('paymentMethods', {
      id: index + 1,
      value: method.value,
      restricted: JSON.stringify(method.restricted),
      exclusive: JSON.stringify(method.exclusive),
      sort: index + 1,
    });
    result.paymentMethods++;
  });

  await writer.write(batch);
  return result;
}
