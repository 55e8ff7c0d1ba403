import { uploadAnswerSchema } from '@shop/domain/api/auth.ts';
import { apiUpload } from '#web/shared/api/client.ts';

/** What the server takes as a trade licence (docs/security.md, Uploads): PDF, PNG, JPEG up to 10 MB. */
export const TRADE_LICENSE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const TRADE_LICENSE_MAX_BYTES = 10 * 1024 * 1024;

export function isAcceptableTradeLicense(file: { type: string; size: number }): boolean {
  return (
    (TRADE_LICENSE_TYPES as readonly string[]).includes(file.type) &&
    file.size > 0 &&
    file.size <= TRADE_LICENSE_MAX_BYTES
  );
}

/**
 * POST /api/uploadFile, multipart (docs/product/identity.md#auth-trade-licence): the file is stored
 * under the name trade_license with a timestamp added. Answers the reference the registration
 * sends.
 */
export function uploadTradeLicense(file: File) {
  const form = new FormData();
  // the fields come before the file, so the server knows them when the file streams in
  form.append('newName', 'trade_license');
  form.append('addTimeStamp', 'true');
  form.append('file', file, file.name);
  return apiUpload('/api/uploadFile', form, uploadAnswerSchema);
}
