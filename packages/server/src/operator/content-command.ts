import fs from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '#server/db/database.ts';
import { readContentFolder } from '#server/content/content-folder.ts';
import { importContent } from '#server/content/content-import.service.ts';
import { exportContent, writeContentFolder } from '#server/content/content-export.service.ts';
import { terminalText } from './terminal-text.ts';

export const CONTENT_USAGE =
  'Usage: npm run content -- import <folder>   (replace the content with the folder)\n' +
  '       npm run content -- export <folder>   (write the content into a new or empty folder)';

/**
 * `npm run content -- import|export <folder>` (decision 048, README "Content"). An import
 * checks the whole folder first and writes nothing when any file is bad, listing every problem.
 * Answers the exit code: 0 done, 1 refused, 2 wrong usage.
 */
export async function runContentCommand(
  db: DbOrTx,
  args: readonly string[],
  print: { out: (line: string) => void; err: (line: string) => void },
  cwd: string,
): Promise<number> {
  const [command, folder, ...rest] = args;
  if ((command !== 'import' && command !== 'export') || !folder || rest.length > 0) {
    print.err(CONTENT_USAGE);
    return 2;
  }
  const root = path.resolve(cwd, folder);
  if (command === 'import') {
    const { bundle, problems } = await readContentFolder(root);
    if (!bundle) {
      print.err(`Nothing imported: ${problems.length} problem(s) in ${terminalText(root)}`);
      for (const { file, problem } of problems) {
        print.err(`  ${terminalText(file)}: ${terminalText(problem)}`);
      }
      return 1;
    }
    const counts = await importContent(db, bundle);
    print.out(
      `Imported ${counts.pages} pages, ${counts.faqGroups} FAQ groups, ${counts.banners} banners, ` +
        `${counts.partners} partners, ${counts.polls} polls, ${counts.vacancies} vacancies, ` +
        `${counts.images} pictures, ${counts.documents} documents. The shop shows them within a minute.`,
    );
    return 0;
  }
  const existing = await fs.readdir(root).catch(() => []);
  if (existing.length > 0) {
    print.err(`Nothing exported: ${terminalText(root)} is not empty`);
    return 1;
  }
  const bundle = await exportContent(db);
  await writeContentFolder(root, bundle);
  if (!bundle.settings) print.err('Note: no settings were imported yet; settings.json is missing');
  print.out(`Exported the content to ${terminalText(root)}`);
  return 0;
}
