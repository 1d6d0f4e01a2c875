import { describe, expect, it } from 'vitest';
import { previewLine, textBlocks } from './text-blocks.js';

describe('textBlocks', () => {
  it('reads paragraphs, their lines, and web addresses as links', () => {
    const text = [
      'Hello,',
      '',
      'Open this secure link to start:',
      'https://app.test/form-fill/abc_-1',
      '',
      '',
      'See https://app.test/a?b=c. Then stop.',
    ].join('\n');
    expect(textBlocks(text)).toEqual([
      [[{ kind: 'text', value: 'Hello,' }]],
      [
        [{ kind: 'text', value: 'Open this secure link to start:' }],
        [{ kind: 'link', href: 'https://app.test/form-fill/abc_-1' }],
      ],
      [
        [
          { kind: 'text', value: 'See ' },
          // The full stop ends the sentence; it is not part of the address.
          { kind: 'link', href: 'https://app.test/a?b=c' },
          { kind: 'text', value: '. Then stop.' },
        ],
      ],
    ]);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'A <b>&amp; "quoted" line\r\nhttp://x.test/y)\n\n  indented  ';
    const rebuilt = textBlocks(text)
      .map((p) =>
        p.map((l) => l.map((s) => (s.kind === 'link' ? s.href : s.value)).join('')).join('\n'),
      )
      .join('\n\n');
    expect(rebuilt).toBe('A <b>&amp; "quoted" line\nhttp://x.test/y)\n\n  indented  ');
  });
});

describe('previewLine', () => {
  it('is the first line after the greeting, without its links', () => {
    expect(previewLine('Hello Ann,\n\nChoose a password here:\nhttps://a.test/x\n\nBye')).toBe(
      'Choose a password here',
    );
    expect(previewLine('A patient completed Intake.\nOpen https://a.test/activity')).toBe(
      'A patient completed Intake.',
    );
    expect(previewLine('')).toBe('');
  });
});
