import PDFDocument from 'pdfkit';

export interface InvoicePdfData {
  businessName: string;
  businessContact: string[];
  color: string;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  clientName: string;
  clientAddress: string | null;
  items: { description: string; quantity: number; unitPriceCents: number }[];
  subtotalCents: number;
  taxAmountCents: number;
  totalCents: number;
  paymentInstructions: string | null;
  notes: string | null;
}

const money = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The invoice as a one-file PDF (pdfkit's built-in Helvetica: no font files to ship), attached to "Invoice sent". */
export function renderInvoicePdf(invoice: InvoicePdfData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `Invoice ${invoice.invoiceNumber}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fillColor(invoice.color).fontSize(22).font('Helvetica-Bold').text(invoice.businessName);
    doc.fillColor('#374151').fontSize(10).font('Helvetica');
    for (const line of invoice.businessContact) doc.text(line);
    doc.moveDown(1.5);
    doc.fillColor('#111827').fontSize(18).font('Helvetica-Bold').text(`Invoice ${invoice.invoiceNumber}`);
    doc.fontSize(11).font('Helvetica').moveDown(0.5);
    doc.text(`Issued: ${invoice.issueDate}`);
    doc.text(`Due: ${invoice.dueDate}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Bill to');
    doc.font('Helvetica').text(invoice.clientName);
    if (invoice.clientAddress) doc.text(invoice.clientAddress);
    doc.moveDown(1.5);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const row = (cells: [string, string, string, string], bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(cells[0], left, y, { width: width * 0.55 });
      const bottom = doc.y;
      doc.text(cells[1], left + width * 0.55, y, { width: width * 0.1, align: 'right' });
      doc.text(cells[2], left + width * 0.65, y, { width: width * 0.17, align: 'right' });
      doc.text(cells[3], left + width * 0.82, y, { width: width * 0.18, align: 'right' });
      doc.x = left;
      doc.y = Math.max(bottom, doc.y) + 4;
    };
    row(['Description', 'Qty', 'Unit price', 'Amount'], true);
    for (const item of invoice.items) {
      row([item.description, String(item.quantity), money(item.unitPriceCents), money(item.quantity * item.unitPriceCents)]);
    }
    doc.moveDown();
    row(['', '', 'Subtotal', money(invoice.subtotalCents)]);
    row(['', '', 'Tax', money(invoice.taxAmountCents)]);
    row(['', '', 'Total', money(invoice.totalCents)], true);
    if (invoice.paymentInstructions) {
      doc.moveDown(1.5).font('Helvetica-Bold').text('How to pay', left).font('Helvetica').text(invoice.paymentInstructions);
    }
    if (invoice.notes) doc.moveDown().font('Helvetica-Bold').text('Notes', left).font('Helvetica').text(invoice.notes);
    doc.end();
  });
}
