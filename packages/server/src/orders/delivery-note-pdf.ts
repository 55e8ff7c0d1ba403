import { countryName } from '@shop/domain/rules/intl-formats.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import type { Language } from '@shop/domain/shops.ts';
import type { Retailer } from '#server/accounts/retailer.service.ts';
import { startPdf, type PdfDoc } from '#server/files/pdf-kit.ts';

/**
 * The neutral delivery note of a dropshipping order, drawn with the invoice's pdfkit and fonts
 * (docs/decisions/143-neutral-dropship-delivery-note.md): the retailer is the sender, the
 * consumer the recipient; it names no price and nothing of the wholesaler, not even as the PDF's
 * author.
 */
export interface DeliveryNoteInput {
  /** the labels' language: the consumer's country's */
  language: Language;
  /** the label texts of that language, {{placeholders}} filled */
  text: (key: string, values?: Record<string, string>) => string;
  retailer: Pick<Retailer, 'name' | 'address' | 'email' | 'logo'>;
  consumer: {
    firstName: string;
    lastName: string;
    street: string;
    houseNumber: string;
    additional: string;
    zip: string;
    city: string;
    country: string;
  };
  /** the retailer's reference, else the order's number */
  reference: string;
  date: string;
  lines: readonly { articleNumber: string; name: string; quantity: number }[];
}

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const GREY = '#4b5563';
/** position, article number, name, quantity: 495 points */
const COLUMNS = [30, 95, 310, 60] as const;
const LOGO_BOX = { width: 160, height: 60 };

const columnX = (index: number) =>
  MARGIN + COLUMNS.slice(0, index).reduce((sum, width) => sum + width, 0);

/** The sender's block and logo; answers where the recipient's window starts. */
function sender(doc: PdfDoc, input: DeliveryNoteInput): number {
  const { retailer, language } = input;
  let y = MARGIN;
  if (retailer.logo) {
    try {
      doc.image(retailer.logo, MARGIN, y, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
      y += LOGO_BOX.height + 10;
    } catch {
      // a logo pdfkit cannot read (an odd PNG) leaves the note without one, never without a note
    }
  }
  doc.font('bold').fontSize(12).fillColor('black').text(retailer.name, MARGIN, y, { width: 260 });
  const lines = retailer.address
    ? [
        retailer.address.street,
        retailer.address.zipCity,
        countryName(retailer.address.country, language),
      ]
    : [];
  doc.font('regular').fontSize(8).fillColor(GREY);
  doc.text([...lines, retailer.email].filter(Boolean).join('\n'), { width: 260 });
  doc.font('bold').fontSize(20).fillColor('black');
  doc.text(input.text('deliveryNote.title'), MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  return Math.max(doc.y + 30, 170);
}

function recipientAndFacts(doc: PdfDoc, input: DeliveryNoteInput, top: number): number {
  const { consumer, language, text } = input;
  const oneLineSender = [input.retailer.name, input.retailer.address?.street]
    .filter(Boolean)
    .join(' · ');
  doc.font('regular').fontSize(7).fillColor(GREY).text(oneLineSender, MARGIN, top, { width: 230 });
  const address = [
    `${consumer.firstName} ${consumer.lastName}`,
    `${consumer.street} ${consumer.houseNumber}`,
    consumer.additional,
    `${consumer.zip} ${consumer.city}`,
    countryName(consumer.country, language),
  ].filter((line) => line.trim() !== '');
  doc.font('regular').fontSize(10).fillColor('black');
  doc.text(address.join('\n'), MARGIN, top + 12, { width: 230 });
  const below = doc.y;
  const facts: [string, string][] = [
    [text('deliveryNote.reference'), input.reference],
    [text('deliveryNote.date'), formatShortDate(input.date, language)],
  ];
  let y = top + 12;
  doc.fontSize(9);
  for (const [label, value] of facts) {
    doc.font('regular').fillColor(GREY).text(label, 310, y, { width: 95, lineBreak: false });
    doc
      .font('bold')
      .fillColor('black')
      .text(value, 405, y, { width: WIDTH - 355 });
    y = Math.max(y + 14, doc.y);
  }
  return Math.max(below, y) + 30;
}

function tableHead(doc: PdfDoc, input: DeliveryNoteInput, y: number): number {
  const heads = ['position', 'articleNumber', 'article', 'quantity'] as const;
  doc.font('bold').fontSize(8).fillColor(GREY);
  heads.forEach((head, index) => {
    doc.text(input.text(`deliveryNote.column.${head}`), columnX(index), y, {
      width: COLUMNS[index]! - 4,
      align: index === 3 ? 'right' : 'left',
      lineBreak: false,
    });
  });
  doc
    .moveTo(MARGIN, y + 13)
    .lineTo(MARGIN + WIDTH, y + 13)
    .strokeColor('#9ca3af')
    .stroke();
  return y + 18;
}

function lines(doc: PdfDoc, input: DeliveryNoteInput, start: number): number {
  let y = tableHead(doc, input, start);
  const limit = doc.page.height - MARGIN - 30;
  input.lines.forEach((line, index) => {
    doc.font('regular').fontSize(9).fillColor('black');
    const height = doc.heightOfString(line.name, { width: COLUMNS[2] - 4 }) + 6;
    if (y + height > limit) {
      doc.addPage();
      y = tableHead(doc, input, MARGIN);
    }
    doc.text(String(index + 1), columnX(0), y, { width: COLUMNS[0] - 4, lineBreak: false });
    doc.text(line.articleNumber, columnX(1), y, { width: COLUMNS[1] - 4 });
    doc.text(line.name, columnX(2), y, { width: COLUMNS[2] - 4 });
    const bottom = doc.y;
    doc.text(String(line.quantity), columnX(3), y, {
      width: COLUMNS[3] - 4,
      align: 'right',
      lineBreak: false,
    });
    y = Math.max(bottom, y + 12) + 5;
  });
  return y;
}

function footers(doc: PdfDoc, input: DeliveryNoteInput) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // writing below the bottom margin would start a new page
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 10;
    doc.font('regular').fontSize(7).fillColor(GREY);
    const page = input.text('deliveryNote.page', {
      page: String(index + 1),
      pages: String(range.count),
    });
    doc.text(page, MARGIN, y, { width: WIDTH, align: 'right', lineBreak: false });
  }
}

/** The delivery note as PDF bytes. */
export function renderDeliveryNotePdf(input: DeliveryNoteInput): Promise<Buffer> {
  const { doc, done } = startPdf({
    language: input.language,
    margin: MARGIN,
    title: `${input.text('deliveryNote.title')} ${input.reference}`,
    author: input.retailer.name,
  });
  const top = sender(doc, input);
  const afterHead = recipientAndFacts(doc, input, top);
  const end = lines(doc, input, afterHead);
  doc.font('regular').fontSize(9).fillColor('black');
  doc.text(input.text('deliveryNote.thanks'), MARGIN, end + 16, { width: WIDTH });
  footers(doc, input);
  doc.end();
  return done;
}
