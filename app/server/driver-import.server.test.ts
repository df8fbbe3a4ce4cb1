import { describe, expect, it } from 'vitest';
import { importCellMessage, nationalPhone, readCsv } from '~/server/driver-import.server';

describe('reading a driver import as spreadsheets write it (issue 21 §2)', () => {
  it('reads Nigerian numbers in their usual forms as national ones', () => {
    for (const raw of ['08031234567', '0803 123 4567', '+234 803 123 4567', '+2348031234567', '2348031234567', '803 123 4567', '(0803) 123-4567']) expect(nationalPhone(raw), raw).toBe('08031234567');
    // Too short, or not Nigerian: left for the form's rule to refuse.
    expect(nationalPhone('0803 123 45')).toBe('080312345');
    expect(nationalPhone('12345')).toBe('12345');
  });

  it("reads Excel's CSV: a byte-order mark, CRLF, semicolons, quoted separators", () => {
    const text = '\uFEFFfirst_name;address;phone\r\nAda;"5 Awolowo Road; Ikoyi";0803\r\nBola;"3 Allen Avenue, Ikeja";0805\r\n';
    expect(readCsv(text)).toEqual([
      ['first_name', 'address', 'phone'],
      ['Ada', '5 Awolowo Road; Ikoyi', '0803'],
      ['Bola', '3 Allen Avenue, Ikeja', '0805'],
    ]);
    // Google Sheets: commas, LF, no byte-order mark.
    expect(readCsv('first_name,address\nAda,"5 Awolowo Road, Ikoyi"\n')).toEqual([
      ['first_name', 'address'],
      ['Ada', '5 Awolowo Road, Ikoyi'],
    ]);
  });

  it("names a refused cell's value where the form's message would mislead (issue 32 §7)", () => {
    // A date written, but not a real one or not day first: not "please enter".
    // A sentence with the cell as its value (issue 51 §1), said in the reader's words by the page.
    const english = (m: ReturnType<typeof importCellMessage>) => m.text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(m.values?.[k] ?? ''));
    expect(english(importCellMessage('date_of_birth', '31-02-1990', 'Please enter the date of birth'))).toBe('“31-02-1990” is not a date: write it as DD-MM-YYYY, like 14-03-1990');
    expect(importCellMessage('licence_expiry', '30 June 2027', 'Please enter the licence expiry date')).toEqual({
      text: '“{{cell}}” is not a date: write it as DD-MM-YYYY, like 14-03-1990',
      values: { cell: '30 June 2027' },
    });
    expect(english(importCellMessage('licence_class', 'Z', 'Please choose the licence class'))).toMatch(/^“Z” is not a licence class: use one of A, .*E/);
    // An empty cell keeps the form's words; so does a message that already fits.
    expect(importCellMessage('date_of_birth', '', 'Please enter the date of birth')).toEqual({ text: 'Please enter the date of birth' });
    expect(importCellMessage('licence_expiry', '01-01-2020', 'The expiry date must be after today')).toEqual({ text: 'The expiry date must be after today' });
    expect(importCellMessage('phone', '080312', 'Please provide a valid phone number')).toEqual({ text: 'Please provide a valid phone number' });
  });
});
