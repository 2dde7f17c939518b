import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, type CsvInvoice, csvFileName, invoicesToCsv } from './invoiceCsv';

const invoice = (overrides: Partial<CsvInvoice> = {}): CsvInvoice => ({
  invoiceNumber: 'INV-2026-0001',
  clientName: 'Jennifer Thompson',
  issueDate: '2026-11-22',
  dueDate: '2026-12-22',
  status: 'SENT',
  subtotalCents: 36000,
  taxAmountCents: 2340,
  totalCents: 38340,
  notes: null,
  ...overrides,
});

/** The file as a spreadsheet reads it back: rows of cells. */
function cells(text: string): string[][] {
  expect(text.startsWith('\ufeff')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('invoicesToCsv', () => {
  it('writes the spec columns and amounts in dollars', () => {
    const text = invoicesToCsv([
      invoice(),
      invoice({ invoiceNumber: 'INV-2026-0002', status: 'PAID', subtotalCents: 1999, taxAmountCents: 1, totalCents: 2000 }),
    ])!;
    expect(text.split('\r\n')[0]).toBe('\ufeffInvoice Number,Client,Issue Date,Due Date,Status,Subtotal,Tax,Total,Notes');
    expect(cells(text)).toEqual([
      [...CSV_COLUMNS],
      ['INV-2026-0001', 'Jennifer Thompson', '2026-11-22', '2026-12-22', 'Sent', '360.00', '23.40', '383.40', ''],
      ['INV-2026-0002', 'Jennifer Thompson', '2026-11-22', '2026-12-22', 'Paid', '19.99', '0.01', '20.00', ''],
    ]);
  });

  it('quotes commas, quotes and line breaks, and they read back unchanged', () => {
    const notes = 'Gate code "4821", then\nleft at the lanai\r\nThanks';
    const text = invoicesToCsv([invoice({ clientName: 'Smith, Jones & Co', notes })])!;
    expect(text).toContain('"Smith, Jones & Co"');
    expect(text).toContain('"Gate code ""4821"", then\nleft at the lanai\r\nThanks"');
    const [, row] = cells(text);
    expect(row![1]).toBe('Smith, Jones & Co');
    expect(row![8]).toBe(notes);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")'],
    ['+1+1'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['=1+1\nsecond line'],
  ])('defuses a cell a spreadsheet would run as a formula: %j', (dangerous) => {
    const text = invoicesToCsv([invoice({ clientName: dangerous, notes: dangerous })])!;
    const [, row] = cells(text);
    expect(row![1]).toBe(`'${dangerous}`);
    expect(row![8]).toBe(`'${dangerous}`);
  });

  it('leaves harmless text alone, including a formula character later in the cell', () => {
    const [, row] = cells(invoicesToCsv([invoice({ clientName: 'Ana-Maria O’Neil', notes: 'Paid 50% = half' })])!);
    expect(row![1]).toBe('Ana-Maria O’Neil');
    expect(row![8]).toBe('Paid 50% = half');
  });

  it('has nothing to export for no invoices', () => {
    expect(invoicesToCsv([])).toBeNull();
  });
});

describe('csvFileName', () => {
  it('is invoices_{date}.csv', () => {
    expect(csvFileName('2026-11-22')).toBe('invoices_2026-11-22.csv');
  });
});
