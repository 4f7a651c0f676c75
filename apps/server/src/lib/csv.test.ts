import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.js';

describe('csvCell', () => {
  it('prefixes a cell that starts like a formula with a single quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('leaves ordinary text, numbers and a formula character later in the text alone', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('Zoë 🎷')).toBe('Zoë 🎷');
  });

  it('quotes per RFC 4180: commas, double quotes (doubled) and line breaks', () => {
    expect(csvCell('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 'b,c', 2, null, '+1'])).toBe(`a,"b,c",2,,'+1\r\n`);
  });
});
