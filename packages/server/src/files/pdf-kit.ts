import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { Language } from '@shop/domain/shops.ts';
import { packageOnDemand } from '#server/runtime/package-on-demand.ts';

/**
 * The shop's PDF documents (the invoice, the dropshipping delivery note) are drawn with pdfkit
 * (docs/decisions/043-invoice-list-and-pdf.md) in embedded Noto Sans (Noto Sans JP for Japanese):
 * the fourteen standard PDF fonts cannot write Polish letters or Japanese.
 */

const require = createRequire(import.meta.url);
const FONTS = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  ja: {
    regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  },
} as const;
// read once per process: a font file is megabytes, a document a few kilobytes of it
const fontData = new Map<string, Buffer>();
function font(file: string): Buffer {
  let data = fontData.get(file);
  if (!data) {
    data = readFileSync(require.resolve(file));
    fontData.set(file, data);
  }
  return data;
}

/** PDFKit, loaded for the first document a process renders. */
const loadPdfKit = packageOnDemand<typeof PDFDocument>('pdfkit');

export type PdfDoc = PDFKit.PDFDocument;

/**
 * A new A4 document with the language's fonts registered as `regular` and `bold`, and the
 * promise of its bytes once `end()` is called.
 */
export function startPdf(options: {
  language: Language;
  margin: number;
  title: string;
  author: string;
}): { doc: PdfDoc; done: Promise<Buffer> } {
  const files = options.language === 'ja' ? FONTS.ja : FONTS.latin;
  const doc = new (loadPdfKit())({
    size: 'A4',
    margin: options.margin,
    bufferPages: true,
    lang: options.language,
    info: { Title: options.title, Author: options.author },
  });
  doc.registerFont('regular', font(files.regular));
  doc.registerFont('bold', font(files.bold));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
