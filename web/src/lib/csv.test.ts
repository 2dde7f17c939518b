import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting, keeps numbers, and neutralises formulas', () => {
    const text = toCsv(
      ['Name', 'Hours', 'Note'],
      [
        ['Carlos, Jr.', 32, 'said "hi"'],
        ['=HYPERLINK("http://evil")', -1.5, '@SUM(A1)\nnext'],
        ['Ana', null, undefined],
      ],
    );
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Name,Hours,Note',
      '"Carlos, Jr.",32,"said ""hi"""',
      `"'=HYPERLINK(""http://evil"")",-1.5,"'@SUM(A1)\nnext"`,
      'Ana,,',
    ]);
  });
});
