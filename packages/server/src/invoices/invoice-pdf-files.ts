import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '#server/db/database.ts';
import { problemOf } from '#server/exchange/csv-cells.ts';
import type { CheckContext, ImportProblem, Located } from '#server/exchange/record-type.ts';
import { PUBLIC_ONLY, type FetchPolicy } from '#server/files/public-fetch.ts';
import type { InvoicePdfAnswer } from '@shop/domain/api/operator-invoices.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import {
  checkPdfContent,
  DEFAULT_PDF_LIMITS,
  storedPdfDirectory,
  fetchPdf,
  isPdfStored,
  PdfRefused,
  readPdfBeside,
  removeUnusedPdfs,
  sweepUnusedPdfs,
  storePdf,
  type PdfStore,
} from '#server/files/stored-pdfs.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '#server/runtime/data-dir.ts';
import {
  findInvoicesByNumber,
  findPdfHashesInUse,
  updateInvoice,
} from './invoice-import.repository.ts';
import type { InvoiceRecord } from './invoice-record.ts';
import { startSweeps } from '#server/files/sweeps.ts';

/**
 * The ERP's own invoice PDFs in the import (docs/decisions/106-invoice-pdfs-and-lines.md). The
 * check fetches an address or reads a path beside the import file, refuses what is not a PDF
 * or too large, stores it by its content's hash and notes which file the record named, so the
 * apply, which comes later, finds it without fetching twice. An import that writes nothing takes
 * its notes and the files only it stored away again.
 */

const PARALLEL_FETCHES = 4;

export interface DocumentImportOptions {
  dataDir: string;
  /** bounds of an invoice's PDF; tests lower them */
  pdfLimits?: { maxBytes: number; timeoutMs: number };
  /** the hosts a PDF's address may name: public ones only unless the shop allows more */
  fetchPolicy?: FetchPolicy;
}

/** Where the shop keeps the ERP's invoice PDFs, with their bounds. */
export function invoicePdfStore(options: DocumentImportOptions): PdfStore {
  return {
    directory: storedPdfDirectory(options.dataDir),
    ...(options.pdfLimits ?? DEFAULT_PDF_LIMITS),
    fetchPolicy: options.fetchPolicy ?? PUBLIC_ONLY,
  };
}

/** `<sha256>.pdf` for a stored hash, and back. */
export const pdfFileName = (hash: string) => `${hash}.pdf`;
const hashOf = (name: string) => name.slice(0, -'.pdf'.length);

/** The reference the record names its PDF by, with the field, or undefined when it names none. */
function pdfReference(record: InvoiceRecord) {
  if (record.pdfUrl !== undefined) return { field: 'pdfUrl', value: record.pdfUrl } as const;
  if (record.pdfPath !== undefined) return { field: 'pdfPath', value: record.pdfPath } as const;
  if (record.pdfFile !== undefined) return { field: 'pdfFile', value: record.pdfFile } as const;
  return undefined;
}

const noteFile = (store: PdfStore, invoiceNumber: string, reference: string) =>
  path.join(
    store.directory,
    'sources',
    crypto.createHash('sha256').update(`${invoiceNumber}\n${reference}`).digest('hex'),
  );

async function contentOf(
  store: PdfStore,
  located: Located<InvoiceRecord>,
  reference: { field: 'pdfUrl' | 'pdfPath'; value: string },
  run: CheckContext,
): Promise<Buffer> {
  if (reference.field === 'pdfUrl') return fetchPdf(store, reference.value);
  const folder = run.folderOf(located.file);
  if (folder === undefined)
    throw new PdfRefused(
      'PDF_PATH',
      'an uploaded file has no folder beside it: name the PDF by pdfUrl or upload it',
    );
  return readPdfBeside(store, folder, reference.value);
}

/** Checks and stores the PDF of every invoice of the batch that names one; answers the problems. */
export async function checkInvoicePdfs(
  db: DbOrTx,
  store: PdfStore,
  batch: readonly Located<InvoiceRecord>[],
  run: CheckContext,
): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  const notes: string[] = [];
  const created: string[] = [];
  const work = batch.flatMap((located) => {
    const reference = pdfReference(located.record);
    return reference ? [{ located, reference }] : [];
  });
  const checkOne = async ({ located, reference }: (typeof work)[number]) => {
    const { record } = located;
    try {
      if (reference.field === 'pdfFile') {
        if (!(await isPdfStored(store, reference.value)))
          throw new PdfRefused('PDF_PATH', `the shop stores no PDF ${reference.value}`);
        return;
      }
      const content = await contentOf(store, located, reference, run);
      const stored = await storePdf(store, content);
      if (stored.created) created.push(stored.name);
      const note = noteFile(store, record.invoiceNumber, reference.value);
      await fs.mkdir(path.dirname(note), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      await fs.writeFile(note, stored.name, { mode: PRIVATE_FILE_MODE });
      notes.push(note);
    } catch (error) {
      if (!(error instanceof PdfRefused)) throw error;
      problems.push(
        problemOf(located, {
          type: 'invoice',
          key: record.invoiceNumber,
          field: reference.field,
          code: error.code,
          message: error.message,
        }),
      );
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < work.length) await checkOne(work[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FETCHES, work.length) }, worker));
  run.ifNotApplied(async () => {
    for (const note of notes) await fs.rm(note, { force: true });
    await removeUnusedPdfs(store, created, (names) => pdfNamesInUse(db, names));
  });
  return problems;
}

/** Which of these stored PDF names an invoice names. */
export async function pdfNamesInUse(
  db: DbOrTx,
  names: readonly string[],
): Promise<ReadonlySet<string>> {
  const hashes = await findPdfHashesInUse(db, names.map(hashOf));
  return new Set([...hashes].map(pdfFileName));
}

/**
 * The hash of the PDF a checked record names, or undefined when it names none; the note the
 * check left is taken away after the commit.
 */
export async function checkedPdfHash(
  store: PdfStore,
  record: InvoiceRecord,
  afterCommit: (task: () => Promise<void>) => void,
): Promise<string | undefined> {
  const reference = pdfReference(record);
  if (!reference) return undefined;
  if (reference.field === 'pdfFile') return hashOf(reference.value);
  const note = noteFile(store, record.invoiceNumber, reference.value);
  const name = await fs.readFile(note, 'utf8').catch(() => null);
  // the check stored every PDF of the import; a missing note means it did not run
  if (name === null)
    throw new Error(`The PDF of invoice ${record.invoiceNumber} was not stored by the check`);
  afterCommit(() => fs.rm(note, { force: true }));
  return hashOf(name);
}

/**
 * PUT /operator/v1/invoices/{invoiceNumber}/pdf: the uploaded PDF becomes the invoice's own;
 * content that is no PDF or too large is refused and nothing is stored.
 */
export async function storeUploadedInvoicePdf(
  db: DbOrTx,
  store: PdfStore,
  invoiceNumber: string,
  content: Buffer,
): Promise<InvoicePdfAnswer> {
  try {
    checkPdfContent(content, store.maxBytes);
  } catch (error) {
    if (!(error instanceof PdfRefused)) throw error;
    throw new AppError(error.code === 'PDF_TOO_LARGE' ? 413 : 415, error.code, error.message);
  }
  const [invoice] = await findInvoicesByNumber(db, [invoiceNumber]);
  if (!invoice) throw notFound(`No invoice ${invoiceNumber}`);
  const stored = await storePdf(store, content);
  const hash = hashOf(stored.name);
  const answer = { invoiceNumber: invoice.invoiceNumber, pdfFile: stored.name };
  if (invoice.pdfSha256 === hash) return { ...answer, changed: false };
  await updateInvoice(db, invoice.id, { pdfSha256: hash });
  if (invoice.pdfSha256 !== null)
    await removeUnusedPdfs(store, [pdfFileName(invoice.pdfSha256)], (names) =>
      pdfNamesInUse(db, names),
    );
  return { ...answer, changed: true };
}

/** How often the shop looks for stored invoice PDFs no invoice names any more. */
export const PDF_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes, now and every PDF_SWEEP_INTERVAL_MS until `stop`, the stored PDFs that no invoice
 * names and that were stored more than a day ago: one a later import replaced, or one of an
 * import that failed after its check (docs/decisions/106-invoice-pdfs-and-lines.md).
 */
export function startInvoicePdfSweeps(
  db: DbOrTx,
  store: PdfStore,
  onError: (error: unknown) => void,
): Promise<{ stop(): Promise<void> }> {
  return startSweeps(
    () => sweepUnusedPdfs(store, (names) => pdfNamesInUse(db, names)),
    PDF_SWEEP_INTERVAL_MS,
    onError,
  );
}
