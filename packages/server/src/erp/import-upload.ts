/**
 * An uploaded import file, written to the data directory as it arrives so that a file of any
 * size never sits in memory, and refused with 413 once it passes the limit
 * (docs/decisions/088-operator-data-exchange.md).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { AppError } from '#server/http/app-error.ts';
import { PRIVATE_DIRECTORY_MODE } from '#server/runtime/data-dir.ts';

/** 1 GiB: a full catalog of a million articles in seven languages is well below it. */
export const MAX_IMPORT_BYTES = 1024 ** 3;

const tooLarge = (limit: number) =>
  new AppError(413, 'FILE_TOO_LARGE', `An import file may be at most ${limit} bytes`, { limit });

/** Writes the body to `DATA_DIR/imports/<random>/<name>`; answers the folder and the file. */
export async function saveUpload(
  dataDir: string,
  name: string,
  body: Readable,
  declaredLength: number | undefined,
  limit = MAX_IMPORT_BYTES,
): Promise<{ dir: string; file: string }> {
  if (declaredLength !== undefined && declaredLength > limit) throw tooLarge(limit);
  const dir = path.join(dataDir, 'imports', crypto.randomUUID());
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const file = path.join(dir, name);
  let received = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(tooLarge(limit));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, cap, fs.createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'UPLOAD_BROKEN', 'The upload ended before the whole file arrived');
  }
  if (received === 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new AppError(400, 'EMPTY_FILE', 'The import file is empty');
  }
  return { dir, file };
}
