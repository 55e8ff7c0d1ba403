import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '#server/runtime/data-dir.ts';
import {
  assignUploadToAccount,
  deleteAccountUpload,
  deleteUploadsOf,
  findStoredFile,
  insertUpload,
} from './files.repository.ts';
import { jpegDimensions, pngDimensions } from './image-dimensions.ts';
import { refuseBytesAfterEnd } from './image-end.ts';

/**
 * Images an account keeps (its logo), stored like every upload (docs/security.md, Uploads): the
 * type is told by the content, size and pixels are bounded, the file lives under
 * DATA_DIR/uploads with a random name and belongs to the account's upload row.
 */

const IMAGE_TYPES: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const MAX_SIDE = 4_000;

export interface StoredImage {
  reference: string;
  mimeType: string;
}

function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Checks a PNG or JPEG by its content and stores it for the account; answers its reference. */
export async function storeAccountImage(
  db: DbOrTx,
  dataDir: string,
  input: { accountId: number; purpose: string; content: Buffer; maxBytes: number },
  now = new Date(),
): Promise<StoredImage> {
  if (input.content.length > input.maxBytes) {
    throw new AppError(413, 'FILE_TOO_LARGE', `The image is larger than ${input.maxBytes} bytes`);
  }
  // loaded for the first upload, not at start (docs/decisions/084-start-in-parallel.md)
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(input.content);
  const extension = type ? IMAGE_TYPES[type.mime] : undefined;
  if (!type || !extension) {
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Only PNG and JPEG images are accepted');
  }
  const size =
    type.mime === 'image/png' ? pngDimensions(input.content) : jpegDimensions(input.content);
  if (!size || size.width < 1 || size.height < 1) {
    throw new AppError(400, 'INVALID_IMAGE', 'The image could not be read');
  }
  if (size.width > MAX_SIDE || size.height > MAX_SIDE) {
    throw new AppError(413, 'IMAGE_TOO_LARGE', `The image is wider or taller than ${MAX_SIDE} px`);
  }
  refuseBytesAfterEnd(type.mime, input.content);
  const directory = uploadsDirectory(dataDir);
  await fs.mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const storedName = `${crypto.randomUUID()}.${extension}`;
  const reference = crypto.randomBytes(24).toString('base64url');
  const file = path.join(directory, storedName);
  // the file first, then its row: a row never points at a missing file
  await fs.writeFile(file, input.content, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    await insertUpload(db, {
      reference,
      storedName,
      originalName: `${input.purpose}.${extension}`,
      mimeType: type.mime,
      size: input.content.length,
      purpose: input.purpose,
      createdAt: now.toISOString(),
    });
    await assignUploadToAccount(db, reference, input.accountId);
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return { reference, mimeType: type.mime };
}

/** The content of an account's stored image, or undefined when it is not the account's. */
export async function readAccountImage(
  db: DbOrTx,
  dataDir: string,
  accountId: number,
  reference: string,
): Promise<{ content: Buffer; mimeType: string } | undefined> {
  const stored = await findStoredFile(db, reference);
  if (!stored || stored.accountId !== accountId) return undefined;
  const content = await fs
    .readFile(path.join(uploadsDirectory(dataDir), stored.storedName))
    .catch(() => undefined);
  return content ? { content, mimeType: stored.mimeType } : undefined;
}

/** Deletes the upload rows of an account (in the caller's transaction); answers the file names. */
export function detachAccountUploads(db: DbOrTx, accountId: number): Promise<string[]> {
  return deleteUploadsOf(db, accountId);
}

/** Deletes one image row of an account (in the caller's transaction); answers its file name. */
export function detachAccountImage(
  db: DbOrTx,
  accountId: number,
  reference: string,
): Promise<string[]> {
  return deleteAccountUpload(db, accountId, reference);
}

/** Removes stored files by name, after the rows that named them are gone. */
export async function removeUploadFiles(dataDir: string, storedNames: string[]): Promise<void> {
  const directory = uploadsDirectory(dataDir);
  for (const name of storedNames) await fs.rm(path.join(directory, name), { force: true });
}
