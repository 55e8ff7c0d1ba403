import { fileURLToPath } from 'node:url';
import type { DbOrTx } from '#server/db/database.ts';
import { readContentFolder } from '#server/content/content-folder.ts';
import { importContent, type ImportCounts } from '#server/content/content-import.service.ts';

/** The committed example content folder, which the demo shop starts with (decision 048). */
export const EXAMPLE_CONTENT_FOLDER = fileURLToPath(
  new URL('../../../../content-example/', import.meta.url),
);

export async function seedExampleContent(db: DbOrTx): Promise<ImportCounts> {
  const { bundle, problems } = await readContentFolder(EXAMPLE_CONTENT_FOLDER);
  if (!bundle) {
    const list = problems.map(({ file, problem }) => `${file}: ${problem}`).join('; ');
    throw new Error(`The example content folder is broken: ${list}`);
  }
  return importContent(db, bundle);
}
