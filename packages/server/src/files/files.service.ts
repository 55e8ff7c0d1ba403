import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { refuseBytesAfterEnd } from './image-end.ts';
import type { AppConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '#server/runtime/data-dir.ts';
import {
  assignUploadToAccount,
  deleteUnclaimedUploads,
  findStoredNames,
  findUpload,
  insertUpload,
} from './files.repository.ts';
import { jpegDimensions, pngDimensions, type Dimensions } from './image-dimensions.ts';
import { startSweeps } from './sweeps.ts';

/**
 * Uploaded files (docs/architecture.md, docs/security.md): the type is told by the content (magic bytes),
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

export function uploadsDirectory(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
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
export function storeTradeLicence(
  db: DbOrTx,
  files: { uploadsDirectory: string },
  upload: TradeLicenceUpload,
  now: Date = new Date(),
): Promise<StoredUpload> {
  return storeCheckedUpload(
    db,
    files,
    upload,
    { purpose: TRADE_LICENCE_PURPOSE, accountId: null },
    now,
  );
}

/**
 * Stores a file an account sends (PDF, PNG or JPEG up to 10 MB, told by its content) as that
 * account's, under `purpose`; the sweep of unclaimed uploads leaves it alone.
 */
export function storeAccountUpload(
  db: DbOrTx,
  files: { uploadsDirectory: string },
  upload: { content: Buffer; clientFileName: string },
  owner: { purpose: string; accountId: number },
  now: Date = new Date(),
): Promise<StoredUpload> {
  return storeCheckedUpload(
    db,
    files,
    { content: upload.content, newName: upload.clientFileName, addTimeStamp: true },
    owner,
    now,
  );
}

async function storeCheckedUpload(
  db: DbOrTx,
  files: { uploadsDirectory: string },
  upload: TradeLicenceUpload,
  owner: { purpose: string; accountId: number | null },
  now: Date,
): Promise<StoredUpload> {
  if (upload.content.length > TRADE_LICENCE_MAX_BYTES) {
    throw new AppError(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB');
  }
  // loaded for the first upload, not at start (docs/decisions/084-start-in-parallel.md)
  const { fileTypeFromBuffer } = await import('file-type');
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
    refuseBytesAfterEnd(type.mime, upload.content);
  }

  const fileName = uploadFileName(upload.newName, extension, upload.addTimeStamp ? now : undefined);
  const reference = crypto.randomBytes(24).toString('base64url');
  const storedName = `${crypto.randomUUID()}.${extension}`;
  const directory = files.uploadsDirectory;
  await fs.mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const file = path.join(directory, storedName);
  // the file first, then its row: a row never points at a missing file
  await fs.writeFile(file, upload.content, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    await insertUpload(db, {
      reference,
      storedName,
      originalName: fileName,
      mimeType: type.mime,
      size: upload.content.length,
      purpose: owner.purpose,
      accountId: owner.accountId,
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

/**
 * An upload that no registration claimed within this time is removed: its owner gave up, and
 * a stranger's document should not stay on disk for ever (docs/decisions/018-platform-limits.md).
 */
export const UNCLAIMED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the uploads older than UNCLAIMED_UPLOAD_LIFETIME_MS that no account owns and no
 * registration refers to (row, then file), and files of that age that have no row at all (the
 * process stopped between writing a file and its row). Answers how many files it removed.
 */
export async function sweepUnclaimedUploads(
  db: DbOrTx,
  directory: string,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = now.getTime() - UNCLAIMED_UPLOAD_LIFETIME_MS;
  const unclaimed = await deleteUnclaimedUploads(db, new Date(cutoff).toISOString());
  let names: string[];
  try {
    names = await fs.readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const old: string[] = [];
  for (const name of names) {
    const stat = await fs.stat(path.join(directory, name)).catch(() => undefined);
    if (stat?.isFile() && stat.mtimeMs < cutoff) old.push(name);
  }
  const kept = await findStoredNames(db, old);
  const doomed = new Set([...unclaimed, ...old.filter((name) => !kept.has(name))]);
  for (const name of doomed) await fs.rm(path.join(directory, name), { force: true });
  return doomed.size;
}

/** How often the sweep runs while the shop runs; an unclaimed upload lives at most a day and this. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Sweeps the unclaimed uploads now and every UPLOAD_SWEEP_INTERVAL_MS until `stop`. */
export function startUploadSweeps(
  db: DbOrTx,
  files: { uploadsDirectory: string },
  onError: (error: unknown) => void,
): Promise<{ stop(): Promise<void> }> {
  return startSweeps(
    () => sweepUnclaimedUploads(db, files.uploadsDirectory),
    UPLOAD_SWEEP_INTERVAL_MS,
    onError,
  );
}
