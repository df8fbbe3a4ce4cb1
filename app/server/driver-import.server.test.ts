import { describe, expect, it } from 'vitest';
import { nationalPhone, readCsv } from '~/server/driver-import.server';

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
});
