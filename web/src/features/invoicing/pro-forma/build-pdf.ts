/**
 * The pro-forma invoice as a PDF (spec 02 §2.11, §9): A4 portrait, company and invoice address,
 * reference, date and expiry (30 days net), the lines (header repeated on every page), totals,
 * the 2 % legal interest footer and page numbers. Loaded only when a user asks for a PDF: this
 * module, jspdf, jspdf-autotable and the DejaVu fonts (é, ë, ç, ß …) stay out of every screen.
 */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { TFunction } from 'i18next';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import { companyBlock, proFormaContent, type ProFormaInvoiceData } from './pdf-format';

export type { ProFormaInvoiceData };

const FONT = 'DejaVuSans';
const MARGIN = 15;

async function base64Of(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function addFonts(doc: jsPDF): Promise<void> {
  const [regular, bold] = await Promise.all([base64Of(regularUrl), base64Of(boldUrl)]);
  doc.addFileToVFS('DejaVuSans.ttf', regular);
  doc.addFont('DejaVuSans.ttf', FONT, 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', bold);
  doc.addFont('DejaVuSans-Bold.ttf', FONT, 'bold');
}

/** Builds the PDF; `t` is fixed to the invoice's language (invoicing namespace). */
export async function buildProFormaPdf(invoice: ProFormaInvoiceData, t: TFunction): Promise<jsPDF> {
  const content = proFormaContent(invoice, t);
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  await addFonts(doc);
  doc.setProperties({ title: t('pdf.title', { id: invoice.salesOrderId }), subject: invoice.fileName, creator: invoice.company.name });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const { company, address } = invoice;

  // Company (top left) and the document's title (top right); without company details (no
  // provider call, nothing configured) a line says so rather than an empty block.
  const block = companyBlock(company, t);
  doc.setFont(FONT, 'bold').setFontSize(13).text(block.heading, MARGIN, 20);
  doc.setFont(FONT, company.configured ? 'normal' : 'bold').setFontSize(9);
  doc.text(
    block.lines.flatMap((line) => doc.splitTextToSize(line, 90) as string[]),
    MARGIN,
    26,
  );
  doc
    .setFont(FONT, 'bold')
    .setFontSize(16)
    .text(t('pdf.heading'), width - MARGIN, 20, { align: 'right' });

  // Invoice address (right, as in a window envelope).
  doc.setFont(FONT, 'normal').setFontSize(10);
  doc.text(t('pdf.invoiceAddress'), 115, 50);
  doc.setFont(FONT, 'bold').text(address.name, 115, 56);
  doc.setFont(FONT, 'normal').text([address.addressLine1, `${address.postalCode} ${address.city}`, address.country], 115, 61);

  // What the invoice is about: the values start a gap after the widest label, in either language.
  const { facts } = content;
  doc.setFont(FONT, 'bold');
  const valueX = MARGIN + Math.max(...facts.map(([label]) => doc.getTextWidth(`${label}:`))) + 3;
  facts.forEach(([label, value], i) => {
    doc.setFont(FONT, 'bold').text(`${label}:`, MARGIN, 84 + i * 5.5);
    doc.setFont(FONT, 'normal').text(value, valueX, 84 + i * 5.5);
  });

  autoTable(doc, {
    startY: 84 + facts.length * 5.5 + 4,
    margin: { left: MARGIN, right: MARGIN, top: 22, bottom: 28 },
    showHead: 'everyPage',
    styles: { font: FONT, fontSize: 9, cellPadding: 1.6 },
    headStyles: { font: FONT, fontStyle: 'bold', fillColor: [32, 76, 120] },
    // a column of numbers is right-aligned, its header over it too
    columnStyles: Object.fromEntries(content.rightAligned.map((c) => [c, { halign: 'right' as const }])),
    head: [content.head.map((text, c) => ({ content: text, styles: content.rightAligned.includes(c) ? { halign: 'right' as const } : {} }))],
    body: content.body,
    didDrawPage: (data) => {
      // Every page after the first says which invoice it continues.
      if (data.pageNumber > 1) {
        doc
          .setFont(FONT, 'normal')
          .setFontSize(9)
          .text(`${company.name ? `${company.name} — ` : ''}${t('pdf.title', { id: invoice.salesOrderId })}`, MARGIN, 14);
      }
    },
  });

  let y = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 6;
  const room = (needed: number) => {
    if (y + needed > height - 30) {
      doc.addPage();
      doc
        .setFont(FONT, 'normal')
        .setFontSize(9)
        .text(`${company.name ? `${company.name} — ` : ''}${t('pdf.title', { id: invoice.salesOrderId })}`, MARGIN, 14);
      y = 24;
    }
  };
  doc.setFontSize(9);
  for (const text of invoice.texts) {
    const lines = doc.splitTextToSize(text, width - 2 * MARGIN) as string[];
    room(lines.length * 4.5);
    doc.setFont(FONT, 'normal').text(lines, MARGIN, y);
    y += lines.length * 4.5 + 1;
  }
  room(22);
  const { totals } = content;
  doc.setFontSize(10);
  totals.forEach(([label, value], i) => {
    doc.setFont(FONT, i === 2 ? 'bold' : 'normal');
    doc.text(label, width - MARGIN - 60, y + 4 + i * 6);
    doc.text(value, width - MARGIN, y + 4 + i * 6, { align: 'right' });
  });

  // Footer on every page: payment term, the legal interest, the page number.
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFont(FONT, 'normal').setFontSize(8);
    const footer = doc.splitTextToSize(content.footer, width - 2 * MARGIN - 30) as string[];
    doc.text(footer, MARGIN, height - 16);
    doc.text(t('pdf.page', { page, pages }), width - MARGIN, height - 16, { align: 'right' });
  }
  return doc;
}
