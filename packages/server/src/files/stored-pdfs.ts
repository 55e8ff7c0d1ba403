import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '#server/runtime/data-dir.ts';
import {
  AddressRefused,
  fetchPublic,
  type FetchedResponse,
  type FetchPolicy,
} from './public-fetch.ts';

/**
 * PDF files the shop keeps for others (an ERP's invoice documents,
 * docs/decisions/106-invoice-pdfs-and-lines.md): told by their content (`%PDF-` at the start),
 * bounded in bytes, and stored under DATA_DIR/stored-pdfs by their content's SHA-256, so the same
 * file twice is one file and an unchanged file leaves its owner unchanged. An address is fetched
 * from public hosts only (docs/decisions/104-import-fetches-public-hosts-only.md); a file beside
 * an import is read by a relative path that cannot leave the import's folder.
 */

/** A stored PDF's name: its content's SHA-256 in hex and `.pdf`. */
export const STORED_PDF_NAME = /^[0-9a-f]{64}\.pdf$/;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export interface PdfStore {
  /** DATA_DIR/stored-pdfs */
  directory: string;
  maxBytes: number;
  timeoutMs: number;
  /** which hosts an address may name (public ones only, unless the shop allows more) */
  fetchPolicy: FetchPolicy;
}

export const DEFAULT_PDF_LIMITS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 20_000 };

export function storedPdfDirectory(dataDir: string): string {
  return path.join(dataDir, 'stored-pdfs');
}

/** A PDF that is refused; `code` names the reason for the operator. */
export class PdfRefused extends Error {
  constructor(
    readonly code: 'PDF_TOO_LARGE' | 'PDF_TYPE' | 'PDF_ADDRESS' | 'PDF_UNREACHABLE' | 'PDF_PATH',
    message: string,
  ) {
    super(message);
  }
}

const tooLarge = (maxBytes: number) =>
  new PdfRefused('PDF_TOO_LARGE', `the PDF is larger than ${maxBytes} bytes`);

/** Refuses content that is too large or does not start as a PDF does, whatever its name says. */
export function checkPdfContent(content: Buffer, maxBytes: number): void {
  if (content.length > maxBytes) throw tooLarge(maxBytes);
  if (content.length < PDF_MAGIC.length || !content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    throw new PdfRefused(
      'PDF_TYPE',
      'the content is not a PDF file (it does not start with %PDF-)',
    );
}

async function readLimited(response: FetchedResponse, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge(maxBytes);
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** The checked PDF at `url`, from a public host; throws PdfRefused. */
export async function fetchPdf(store: PdfStore, url: string): Promise<Buffer> {
  let response: FetchedResponse;
  try {
    response = await fetchPublic(url, store.fetchPolicy, store.timeoutMs);
  } catch (error) {
    if (error instanceof AddressRefused)
      throw new PdfRefused('PDF_ADDRESS', `the PDF's address is refused: ${error.message}`);
    throw new PdfRefused(
      'PDF_UNREACHABLE',
      `the PDF could not be fetched (${(error as Error).message})`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PdfRefused('PDF_UNREACHABLE', `the PDF's address answered ${response.status}`);
  }
  const content = await readLimited(response, store.maxBytes);
  checkPdfContent(content, store.maxBytes);
  return content;
}

/**
 * True for a path an import may name beside itself: relative, forward slashes, no `.` or `..`
 * segment, no empty segment, so it can only point inside the import's folder.
 */
export function isInsidePath(relative: string): boolean {
  if (relative === '' || relative.startsWith('/') || relative.includes('\\')) return false;
  if (/^[A-Za-z]:/.test(relative)) return false;
  return relative
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The checked PDF at `relative` inside `folder`; a link that leads out of it is refused too. */
export async function readPdfBeside(
  store: PdfStore,
  folder: string,
  relative: string,
): Promise<Buffer> {
  if (!isInsidePath(relative))
    throw new PdfRefused(
      'PDF_PATH',
      'must be a relative path inside the import folder, without ..',
    );
  const root = await fs.realpath(folder);
  const file = await fs.realpath(path.join(root, relative)).catch(() => null);
  if (file === null || !file.startsWith(`${root}${path.sep}`))
    throw new PdfRefused('PDF_PATH', `there is no file ${relative} in the import folder`);
  const stat = await fs.stat(file);
  if (!stat.isFile()) throw new PdfRefused('PDF_PATH', `${relative} is not a file`);
  if (stat.size > store.maxBytes) throw tooLarge(store.maxBytes);
  const content = await fs.readFile(file);
  checkPdfContent(content, store.maxBytes);
  return content;
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/** Stores checked content by its hash; answers its name and whether this call created the file. */
export async function storePdf(
  store: PdfStore,
  content: Buffer,
): Promise<{ name: string; created: boolean }> {
  const name = `${crypto.createHash('sha256').update(content).digest('hex')}.pdf`;
  await fs.mkdir(store.directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const file = path.join(store.directory, name);
  if (await exists(file)) {
    // stored again: the sweep of unused PDFs counts its age from now (an import may still name it)
    const now = new Date();
    await fs.utimes(file, now, now);
    return { name, created: false };
  }
  // whole or not at all: a reader never sees half a file
  const temporary = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
  await fs.writeFile(temporary, content, { mode: PRIVATE_FILE_MODE });
  await fs.rename(temporary, file);
  return { name, created: true };
}

export function isPdfStored(store: PdfStore, name: string): Promise<boolean> {
  return STORED_PDF_NAME.test(name)
    ? exists(path.join(store.directory, name))
    : Promise.resolve(false);
}

/** A stored PDF's bytes, or undefined when there is none of that name. */
export async function readStoredPdf(store: PdfStore, name: string): Promise<Buffer | undefined> {
  if (!STORED_PDF_NAME.test(name)) return undefined;
  return fs.readFile(path.join(store.directory, name)).catch(() => undefined);
}

/** Removes the stored PDFs of these names that `inUse` does not name. */
export async function removeUnusedPdfs(
  store: PdfStore,
  names: Iterable<string>,
  inUse: (names: readonly string[]) => Promise<ReadonlySet<string>>,
): Promise<void> {
  const candidates = [...new Set(names)].filter((name) => STORED_PDF_NAME.test(name));
  if (candidates.length === 0) return;
  const used = await inUse(candidates);
  for (const name of candidates)
    if (!used.has(name)) await fs.rm(path.join(store.directory, name), { force: true });
}

/** A stored PDF no record names is kept this long, so an import still under way may name it. */
export const UNUSED_PDF_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the stored PDFs older than UNUSED_PDF_LIFETIME_MS that `inUse` does not name (a PDF
 * an import replaced, one of an import that failed after its check); answers how many.
 */
export async function sweepUnusedPdfs(
  store: PdfStore,
  inUse: (names: readonly string[]) => Promise<ReadonlySet<string>>,
  now: Date = new Date(),
): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(store.directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const cutoff = now.getTime() - UNUSED_PDF_LIFETIME_MS;
  const old: string[] = [];
  for (const name of names.filter((candidate) => STORED_PDF_NAME.test(candidate))) {
    const stat = await fs.stat(path.join(store.directory, name)).catch(() => undefined);
    if (stat?.isFile() && stat.mtimeMs < cutoff) old.push(name);
  }
  if (old.length === 0) return 0;
  const used = await inUse(old);
  const unused = old.filter((name) => !used.has(name));
  for (const name of unused) await fs.rm(path.join(store.directory, name), { force: true });
  return unused.length;
}
