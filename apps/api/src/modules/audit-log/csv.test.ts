import { AUDIT_LOG_CSV_HEADER } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvLine, csvRow } from './csv.js';
import { canonicalText, GENESIS_HASH, type ChainRow } from './chain.js';
import type { EntryRow } from './queries.js';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvLine([1, 'x', null])).toBe('1,x,\r\n');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
  });
});

describe('csvRow', () => {
  const row: EntryRow = {
    id: 7,
    seq: '6',
    at: new Date('2025-03-04T10:15:00Z'),
    user_id: 1,
    user_name: 'Ada Admin',
    user_email: 'ada@paperless.test',
    role: 'Super Admin',
    company_ref: null,
    company_name: null,
    action: 'staff_user.role_change',
    target_type: 'user',
    target_id: '9',
    ip: '203.0.113.9',
    outcome: 'success',
    details: null,
  };

  it('keeps the code and adds its readable name as the last column', () => {
    expect(csvHeader()).toBe(`${AUDIT_LOG_CSV_HEADER.join(',')}\r\n`);
    expect(AUDIT_LOG_CSV_HEADER.at(-1)).toBe('action_name');
    const cells = csvRow(row).trimEnd().split(',');
    expect(cells).toHaveLength(AUDIT_LOG_CSV_HEADER.length);
    expect(cells[AUDIT_LOG_CSV_HEADER.indexOf('action')]).toBe('staff_user.role_change');
    expect(cells.at(-1)).toBe("Changed a user's role");
    // A code the catalogue does not know still reads as words.
    expect(
      csvRow({ ...row, action: 'visit.reschedule' })
        .trimEnd()
        .split(',')
        .at(-1),
    ).toBe('Visit reschedule');
  });
});

describe('canonicalText', () => {
  const row: ChainRow = {
    seq: '1',
    prev_hash: GENESIS_HASH,
    hash: null,
    id: '7',
    at_us: '1700000000000000',
    user_id: null,
    role: 'a|b',
    company_id: null,
    action: 'x',
    target_type: null,
    target_id: '',
    ip: null,
    outcome: 'success',
    details: '{"k": "é"}',
  };

  it('prefixes each field with its byte length, so no content can shift a boundary', () => {
    expect(canonicalText(row)).toBe(
      `v1|1:1|64:${GENESIS_HASH}|1:7|16:1700000000000000|~|3:a|b|~|1:x|~|0:|~|7:success|11:{"k": "é"}`,
    );
    // The same characters split differently give a different text.
    expect(canonicalText({ ...row, role: 'a', company_id: null, action: 'b|x' })).not.toBe(
      canonicalText(row),
    );
  });
});
