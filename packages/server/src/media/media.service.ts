import type { MediaUploadAnswer } from '@shop/domain/api/gpsr.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { storeAccountUpload } from '#server/files/files.service.ts';
import type { FileForm } from '#server/files/upload-form.ts';
import { AppError } from '#server/http/app-error.ts';

/** Files a customer sends to the shop's media service (heomedia), kept as the account's. */
export const MEDIA_UPLOAD_PURPOSE = 'heomedia';

/**
 * Stores the file for the caller. The form names a customer number; one other than the
 * caller's own is refused (docs/security.md: never trust a client field), storing nothing.
 */
export async function storeMediaFile(
  db: DbOrTx,
  files: { uploadsDirectory: string },
  customer: Customer,
  form: FileForm<{ customerNumber: string }>,
): Promise<MediaUploadAnswer> {
  if (form.fields.customerNumber.toUpperCase() !== customer.customerNumber.toUpperCase()) {
    throw new AppError(403, 'FORBIDDEN', 'You may upload files for your own account only');
  }
  const stored = await storeAccountUpload(db, files, form, {
    purpose: MEDIA_UPLOAD_PURPOSE,
    accountId: customer.accountId,
  });
  return { fileName: stored.fileName };
}
