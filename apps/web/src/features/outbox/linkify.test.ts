import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';

describe('splitLinks', () => {
  it('finds the set-password link inside an invitation', () => {
    expect(
      splitLinks('Set your password: https://clinic.test/new-password/abc123. Thanks'),
    ).toEqual([
      { kind: 'text', value: 'Set your password: ' },
      { kind: 'link', value: 'https://clinic.test/new-password/abc123' },
      { kind: 'text', value: '. Thanks' },
    ]);
  });

  it('keeps text without addresses whole and never links other schemes', () => {
    expect(splitLinks('Call us (javascript:alert(1))')).toEqual([
      { kind: 'text', value: 'Call us (javascript:alert(1))' },
    ]);
  });

  it('handles several links and a link at the very end', () => {
    const parts = splitLinks('a http://x.test/1 b http://x.test/2');
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.value)).toEqual([
      'http://x.test/1',
      'http://x.test/2',
    ]);
  });
});
