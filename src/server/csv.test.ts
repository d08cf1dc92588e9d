import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"\nthere']])).toBe('a,b\r\n"x,y","say ""hi""\nthere"\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['a'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2+3'], ['@SUM(A1)']])).toBe(
      'a\r\n"\'=HYPERLINK(""http://evil"")"\r\n\'+1\r\n\'-2+3\r\n\'@SUM(A1)\r\n',
    );
  });

  it('leaves a negative amount a number a spreadsheet can sum', () => {
    expect(toCsv(['amount'], [['-74.67'], [-5], ['-12']])).toBe('amount\r\n-74.67\r\n-5\r\n-12\r\n');
  });

  it('writes empty cells for missing values and ISO dates', () => {
    expect(toCsv(['a', 'b'], [[null, new Date('2026-01-02T03:04:05Z')]])).toBe('a,b\r\n,2026-01-02T03:04:05.000Z\r\n');
  });
});
