import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { SETTINGS_KEY } from './content-settings.ts';
import { locationTexts, type ContentBundle } from './content-files.ts';
import {
  deletePollsExcept,
  deleteReplacedContent,
  findPollIds,
  insertFaqGroup,
  insertRows,
  replacePollOptions,
  upsertPoll,
} from './content-import.repository.ts';

/**
 * The operator's content import and export (decision 048). An import replaces the shell's
 * content with a checked bundle in one transaction; polls are matched by hash and their options
 * by code, so the answers given so far survive an import that only fixes a text.
 */

export interface ImportCounts {
  banners: number;
  partners: number;
  polls: number;
  faqGroups: number;
  pages: number;
  vacancies: number;
  images: number;
  documents: number;
}

async function writePolls(db: DbOrTx, polls: ContentBundle['polls']): Promise<void> {
  await deletePollsExcept(
    db,
    polls.map((poll) => poll.hash),
  );
  const existing = new Map((await findPollIds(db)).map((row) => [row.hash, row.id]));
  for (const [sort, poll] of polls.entries()) {
    const id = await upsertPoll(
      db,
      {
        hash: poll.hash,
        active: poll.active ? 1 : 0,
        titles: JSON.stringify(poll.titles),
        questions: JSON.stringify(poll.questions),
        sort,
      },
      existing.get(poll.hash),
    );
    await replacePollOptions(
      db,
      id,
      poll.options.map((option, index) => ({
        code: option.code,
        labels: JSON.stringify(option.labels),
        sort: index,
      })),
    );
  }
}

export async function importContent(db: DbOrTx, bundle: ContentBundle): Promise<ImportCounts> {
  return inTransaction(db, async (trx) => {
    await deleteReplacedContent(trx);
    await insertRows(trx, 'contentSettings', [
      { key: SETTINGS_KEY, value: JSON.stringify(bundle.settings) },
    ]);
    await insertRows(
      trx,
      'contentImages',
      bundle.images.map((image) => ({ ...image, data: image.data.toString('base64') })),
    );
    await insertRows(
      trx,
      'contentDocuments',
      bundle.documents.map((d) => ({ ...d, data: d.data.toString('base64') })),
    );
    await insertRows(
      trx,
      'banners',
      bundle.banners.map((banner, sort) => ({
        ...banner,
        titles: JSON.stringify(banner.titles),
        texts: JSON.stringify(banner.texts ?? {}),
        actions: JSON.stringify(banner.actions ?? {}),
        sort,
      })),
    );
    await insertRows(
      trx,
      'partners',
      bundle.partners.map(({ inSlider, names, ...partner }, sort) => ({
        ...partner,
        names: JSON.stringify(names ?? {}),
        inSlider: inSlider ? 1 : 0,
        sort,
      })),
    );
    for (const { language, file } of bundle.faq) {
      for (const [sort, group] of file.groups.entries()) {
        await insertFaqGroup(
          trx,
          { code: group.code, language, title: group.title, sort },
          group.questions,
        );
      }
    }
    await insertRows(trx, 'contentPages', bundle.pages);
    await insertRows(
      trx,
      'vacancies',
      bundle.vacancies.map((vacancy, sort) => ({
        link: vacancy.link,
        sort,
        published: vacancy.published ? 1 : 0,
        locations: JSON.stringify(locationTexts(vacancy.location)),
        titles: JSON.stringify(vacancy.titles),
        bodies: JSON.stringify(vacancy.bodies),
        images: JSON.stringify(vacancy.images),
      })),
    );
    await writePolls(trx, bundle.polls);
    return {
      banners: bundle.banners.length,
      partners: bundle.partners.length,
      polls: bundle.polls.length,
      faqGroups: bundle.faq.reduce((sum, faq) => sum + faq.file.groups.length, 0),
      pages: bundle.pages.length,
      vacancies: bundle.vacancies.length,
      images: bundle.images.length,
      documents: bundle.documents.length,
    };
  });
}
