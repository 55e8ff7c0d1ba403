/**
 * Seeded content besides the example content folder (content-example/, imported by the seed,
 * decision 048): the GPSR FAQ and payment methods (newsletters: newsletters-seed.ts). German and English texts;
 * fictional throughout.
 */
import { RowBatch, type BulkWriter } from './bulk-writer.ts';
import { GPSR_FAQ_TRANSLATIONS } from './gpsr-faq.ts';

export interface ContentSeedResult {
  faqQuestions: number;
  paymentMethods: number;
}

interface Faq {
  kind: 'gpsr';
  title: { de: string; en: string };
  questions: { de: [string, string]; en: [string, string] }[];
}

const FAQ: readonly Faq[] = [
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

/**
 * Payment methods by pay type (docs/product/basket.md#basket-pay-types) with their country rules
 * (docs/product/identity.md#auth-payment-methods).
 */
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
    faqQuestions: 0,
    paymentMethods: 0,
  };

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
