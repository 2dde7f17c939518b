import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP's CSV injection list); such cells get
 * a leading single quote. papaparse's own default pattern misses a formula followed by a line break, so the
 * pattern is ours (the same as the invoice export's).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Spreadsheet byte-order mark, so Excel reads accented names as UTF-8. */
const BOM = '\ufeff';

export type CsvCell = string | number | null | undefined;

/**
 * A CSV file's text: a header row and the rows, quoted where a cell holds a comma, quote or line break, with CRLF
 * line ends, a BOM, and every formula-looking text cell neutralised. Numbers are written as they are, so negative
 * amounts stay numbers; give money as text ('19.99') only when it is never negative.
 */
export function toCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const data = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : cell)));
  return BOM + Papa.unparse({ fields: [...fields], data }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
}

/** Hands the text to the browser as a download. */
export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
