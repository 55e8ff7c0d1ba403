import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { bytesAfterImageEnd } from '#server/files/image-end.ts';
import { jpegDimensions, pngDimensions } from '#server/files/image-dimensions.ts';
import {
  AddressRefused,
  fetchPublic,
  type FetchedResponse,
  type FetchPolicy,
} from '#server/files/public-fetch.ts';
import { PRIVATE_DIRECTORY_MODE } from '#server/runtime/data-dir.ts';

/**
 * Article pictures of the catalog import (docs/decisions/092-catalog-import.md): a record names
 * a picture by an http(s) address, which the import's check fetches, or by the path of a picture
 * the shop already serves. A fetched picture is told by its content (file-type), bounded in
 * bytes and pixels, and stored under DATA_DIR/article-pictures by its content's hash, so the
 * same picture twice is one file and an unchanged picture leaves the article unchanged. The
 * check notes which file an address gave (sources/), so the apply, which comes later and reads
 * the file again, finds it without fetching twice.
 */

export const IMPORTED_PICTURE_PATH = '/images/articles/imported/';
/** A stored picture's file name: the operator's own uploads may have any such name. */
export const PICTURE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(?:png|jpg|webp)$/;
/** The generated views of the demo catalog (demo-pictures/article-image.ts), kept as they are. */
const GENERATED_PICTURE = /^\/images\/articles\/[A-Za-z0-9-]{1,40}\.svg(?:\?view=[a-z]{1,20})?$/;

const PICTURE_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export interface PictureOptions {
  /** DATA_DIR/article-pictures */
  directory: string;
  maxBytes: number;
  timeoutMs: number;
  /** which hosts a picture's address may name (public ones only, unless tests allow theirs) */
  fetchPolicy: FetchPolicy;
}

export const DEFAULT_PICTURE_LIMITS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 20_000 };
const MAX_SIDE = 10_000;

export function pictureDirectory(dataDir: string): string {
  return path.join(dataDir, 'article-pictures');
}

export const isPictureAddress = (reference: string) => /^https?:\/\//i.test(reference);

const sourceFile = (options: PictureOptions, url: string) =>
  path.join(options.directory, 'sources', crypto.createHash('sha256').update(url).digest('hex'));

export class PictureRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function readLimited(response: FetchedResponse, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes)
    throw new PictureRefused('PICTURE_TOO_LARGE', `the picture is larger than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new PictureRefused('PICTURE_TOO_LARGE', `the picture is larger than ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** The stored extension of a picture's content, or a refusal that says what is wrong. */
async function checkedExtension(content: Buffer): Promise<string> {
  // loaded for the first picture, not at start (docs/decisions/084-start-in-parallel.md)
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(content);
  const extension = type ? PICTURE_TYPES[type.mime] : undefined;
  if (!type || !extension)
    throw new PictureRefused('PICTURE_TYPE', 'the content is not a PNG, JPEG or WebP picture');
  if (type.mime !== 'image/webp') {
    const size = type.mime === 'image/png' ? pngDimensions(content) : jpegDimensions(content);
    if (!size || size.width < 1 || size.height < 1)
      throw new PictureRefused('PICTURE_UNREADABLE', 'the picture could not be read');
    if (size.width > MAX_SIDE || size.height > MAX_SIDE)
      throw new PictureRefused(
        'PICTURE_TOO_LARGE',
        `the picture is wider or taller than ${MAX_SIDE} px`,
      );
    if (bytesAfterImageEnd(type.mime, content) > 0)
      throw new PictureRefused('PICTURE_UNREADABLE', 'the picture has data after its end');
  }
  return extension;
}

/** Writes a file whole or not at all: a reader never sees half a picture. */
async function writeWhole(file: string, content: Buffer | string): Promise<void> {
  const temporary = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

/**
 * What one batch's check stored: the source notes it wrote and the picture files it created (a
 * file that was there before belongs to an earlier import and is never counted here).
 */
export interface FetchedPictures {
  notes: Set<string>;
  files: Set<string>;
}

export const noneFetched = (): FetchedPictures => ({ notes: new Set(), files: new Set() });

/**
 * Takes away what a check of an import that wrote nothing fetched (refused, a dry run, rolled
 * back): its notes, and each picture file it created that no stored article names (`inUse`
 * answers the shop paths stored articles name, of those asked).
 */
export async function removeFetched(
  options: PictureOptions,
  fetched: FetchedPictures,
  inUse: (paths: readonly string[]) => Promise<ReadonlySet<string>>,
): Promise<void> {
  for (const note of fetched.notes) await fs.rm(note, { force: true });
  const paths = [...fetched.files].map((name) => `${IMPORTED_PICTURE_PATH}${name}`);
  const used = paths.length === 0 ? new Set<string>() : await inUse(paths);
  for (const name of fetched.files)
    if (!used.has(`${IMPORTED_PICTURE_PATH}${name}`))
      await fs.rm(path.join(options.directory, name), { force: true });
}

/** Fetches and stores the picture at `url`; answers its shop path or throws PictureRefused. */
export async function fetchPicture(
  options: PictureOptions,
  url: string,
  fetched: FetchedPictures = noneFetched(),
): Promise<string> {
  let response: FetchedResponse;
  try {
    response = await fetchPublic(url, options.fetchPolicy, options.timeoutMs);
  } catch (error) {
    if (error instanceof AddressRefused)
      throw new PictureRefused(
        'PICTURE_ADDRESS',
        `the picture's address is refused: ${error.message}`,
      );
    throw new PictureRefused(
      'PICTURE_UNREACHABLE',
      `the picture could not be fetched (${(error as Error).message})`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PictureRefused(
      'PICTURE_UNREACHABLE',
      `the picture's address answered ${response.status}`,
    );
  }
  const content = await readLimited(response, options.maxBytes);
  const extension = await checkedExtension(content);
  const name = `${crypto.createHash('sha256').update(content).digest('hex')}.${extension}`;
  await fs.mkdir(path.join(options.directory, 'sources'), {
    recursive: true,
    mode: PRIVATE_DIRECTORY_MODE,
  });
  const file = path.join(options.directory, name);
  if (!(await exists(file))) {
    await writeWhole(file, content);
    fetched.files.add(name);
  }
  const note = sourceFile(options, url);
  await writeWhole(note, name);
  fetched.notes.add(note);
  return `${IMPORTED_PICTURE_PATH}${name}`;
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/** Checks a picture path: a stored picture must be there; a generated demo view is kept. */
export async function checkPicturePath(options: PictureOptions, reference: string): Promise<void> {
  if (GENERATED_PICTURE.test(reference)) return;
  const name = reference.startsWith(IMPORTED_PICTURE_PATH)
    ? reference.slice(IMPORTED_PICTURE_PATH.length)
    : '';
  if (!PICTURE_FILE.test(name))
    throw new PictureRefused(
      'PICTURE_PATH',
      `not a picture the shop serves (${IMPORTED_PICTURE_PATH}<file>)`,
    );
  if (!(await exists(path.join(options.directory, name))))
    throw new PictureRefused('PICTURE_MISSING', `no picture ${name} in the shop's picture folder`);
}

/** The shop path of a checked reference: an address's fetched file, a path as it is. */
export async function resolvePicture(options: PictureOptions, reference: string): Promise<string> {
  if (!isPictureAddress(reference)) return reference;
  const name = await fs.readFile(sourceFile(options, reference), 'utf8').catch(() => null);
  // the check fetched every address of the import; a missing note means it did not run
  if (name === null)
    throw new Error(`The picture ${reference} was not fetched by the import's check`);
  return `${IMPORTED_PICTURE_PATH}${name}`;
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** A stored article picture for the picture route, or undefined when there is none. */
export async function readStoredPicture(
  dataDir: string,
  name: string,
): Promise<{ content: Buffer; contentType: string } | undefined> {
  if (!PICTURE_FILE.test(name)) return undefined;
  const content = await fs
    .readFile(path.join(pictureDirectory(dataDir), name))
    .catch(() => undefined);
  const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
  return content && contentType ? { content, contentType } : undefined;
}
