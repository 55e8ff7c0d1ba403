import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '#server/app-context.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { assignUploadToAccount, findUpload, insertUpload } from './files.repository.ts';
import { jpegDimensions, pngDimensions, type Dimensions } from './image-dimensions.ts';

/**
 * Uploaded files (ARCHITECTURE.md, SECURITY.md): the type is told by the content (magic bytes),
 * never by the name or the declared type; size and pixel counts are bounded; the file is stored
 * under DATA_DIR/uploads with a random name, and the uploader's name is only ever data.
 */

export const TRADE_LICENCE_PURPOSE = 'trade_licence';
export const TRADE_LICENCE_MAX_BYTES = 10 * 1024 * 1024;
const MAX_IMAGE_SIDE = 20_000;
const MAX_IMAGE_PIXELS = 100_000_000;

const ACCEPTED_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export interface TradeLicenceUpload {
  content: Buffer;
  newName: string;
  addTimeStamp: boolean;
}

export interface StoredUpload {
  reference: string;
  fileName: string;
}

export function uploadsDirectory(context: AppContext): string {
  return path.join(context.config.dataDir, 'uploads');
}

/** `YYYYMMDD-HHmmss` in UTC. */
function timestamp(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

/**
 * The name shown for an upload: the last segment of the client's name, reduced to letters,
 * digits, space, dot, dash and underscore (so `../` and the like are gone), the timestamp when
 * asked for, and the extension of the detected type.
 */
export function uploadFileName(newName: string, extension: string, at: Date | undefined): string {
  const lastSegment = newName.split(/[\\/]/).pop() ?? '';
  let base = lastSegment
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[ ._-]+|[ ._-]+$/g, '');
  const known = extension === 'jpg' ? ['.jpg', '.jpeg'] : [`.${extension}`];
  const ending = known.find((suffix) => base.toLowerCase().endsWith(suffix));
  if (ending) base = base.slice(0, -ending.length).replace(/[ ._-]+$/, '');
  base = base.slice(0, 80) || 'upload';
  return `${base}${at ? `_${timestamp(at)}` : ''}.${extension}`;
}

function dimensionsOf(mime: string, content: Buffer): Dimensions | undefined {
  return mime === 'image/png' ? pngDimensions(content) : jpegDimensions(content);
}

/** Stores a trade licence (PDF, PNG or JPEG up to 10 MB) and answers its reference. */
export async function storeTradeLicence(
  db: DbOrTx,
  context: AppContext,
  upload: TradeLicenceUpload,
  now: Date = new Date(),
): Promise<StoredUpload> {
  if (upload.content.length > TRADE_LICENCE_MAX_BYTES) {
    throw new AppError(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB');
  }
  const type = await fileTypeFromBuffer(upload.content);
  const extension = type ? ACCEPTED_TYPES[type.mime] : undefined;
  if (!type || !extension) {
    throw new AppError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      'Only PDF, PNG and JPEG files are accepted (told by the content, not the name)',
    );
  }
  if (type.mime !== 'application/pdf') {
    const size = dimensionsOf(type.mime, upload.content);
    if (!size || size.width < 1 || size.height < 1) {
      throw new AppError(400, 'INVALID_IMAGE', 'The image could not be read');
    }
    if (
      size.width > MAX_IMAGE_SIDE ||
      size.height > MAX_IMAGE_SIDE ||
      size.width * size.height > MAX_IMAGE_PIXELS
    ) {
      throw new AppError(413, 'IMAGE_TOO_LARGE', 'The image has too many pixels');
    }
  }

  const fileName = uploadFileName(upload.newName, extension, upload.addTimeStamp ? now : undefined);
  const reference = crypto.randomBytes(24).toString('base64url');
  const storedName = `${crypto.randomUUID()}.${extension}`;
  const directory = uploadsDirectory(context);
  await fs.mkdir(directory, { recursive: true });
  const file = path.join(directory, storedName);
  // the file first, then its row: a row never points at a missing file
  await fs.writeFile(file, upload.content, { flag: 'wx', mode: 0o600 });
  try {
    await insertUpload(db, {
      reference,
      storedName,
      originalName: fileName,
      mimeType: type.mime,
      size: upload.content.length,
      purpose: TRADE_LICENCE_PURPOSE,
      createdAt: now.toISOString(),
    });
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return { reference, fileName };
}

/** A trade licence that no account owns yet (a registration may refer to it). */
export async function findUnassignedTradeLicence(
  db: DbOrTx,
  reference: string,
): Promise<{ reference: string; fileName: string } | undefined> {
  const row = await findUpload(db, reference);
  if (!row || row.purpose !== TRADE_LICENCE_PURPOSE || row.accountId !== null) return undefined;
  return { reference: row.reference, fileName: row.originalName };
}

export function assignUpload(db: DbOrTx, reference: string, accountId: number): Promise<void> {
  return assignUploadToAccount(db, reference, accountId);
}
