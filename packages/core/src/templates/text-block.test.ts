import { describe, expect, it } from 'vitest';
import { parseInline, parseTextBlock, plainTextOf, safeLinkTarget } from './text-block.js';

describe('parseTextBlock', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(parseTextBlock('First line\nsecond line\n\n  \n\nNext')).toEqual([
      {
        kind: 'paragraph',
        lines: [[{ kind: 'text', text: 'First line' }], [{ kind: 'text', text: 'second line' }]],
      },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Next' }]] },
    ]);
  });

  it('turns runs of "- " lines into a list, between paragraph lines', () => {
    expect(parseTextBlock('Bring:\r\n- your card\n- a photo ID\nThanks')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Bring:' }]] },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'your card' }], [{ kind: 'text', text: 'a photo ID' }]],
      },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Thanks' }]] },
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(parseTextBlock(' \n\n \n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('reads bold and links, a link inside bold too', () => {
    expect(parseInline('Read **our [policy](https://clinic.example/p)** now')).toEqual([
      { kind: 'text', text: 'Read ' },
      {
        kind: 'bold',
        parts: [
          { kind: 'text', text: 'our ' },
          { kind: 'link', label: 'policy', href: 'https://clinic.example/p' },
        ],
      },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves an unclosed ** and an unsafe link as the text typed', () => {
    const typed = 'a ** b [x](javascript:alert%281%29) [y](/relative) [z](javascript:alert(1))';
    expect(parseInline(typed)).toEqual([{ kind: 'text', text: typed }]);
  });
});

describe('safeLinkTarget', () => {
  it.each([
    ['https://clinic.example/a?b=1', 'https://clinic.example/a?b=1'],
    ['http://clinic.example', 'http://clinic.example/'],
    ['mailto:front@clinic.example', 'mailto:front@clinic.example'],
    ['tel:+15550100', 'tel:+15550100'],
  ])('lets %s through', (target, href) => {
    expect(safeLinkTarget(target)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '/relative/path',
    '//clinic.example/x',
    'www.clinic.example',
  ])('refuses %s', (target) => {
    expect(safeLinkTarget(target)).toBeUndefined();
  });
});

describe('plainTextOf', () => {
  it('drops bold marks, bullets list lines and keeps paragraphs one blank line apart', () => {
    const markup = [
      'Please read **before** your visit.',
      '',
      '',
      '',
      'Bring:',
      '- your **insurance** card',
      '  - a list of medicines',
    ].join('\r\n');
    expect(plainTextOf(markup)).toBe(
      [
        'Please read before your visit.',
        '',
        'Bring:',
        '• your insurance card',
        '• a list of medicines',
      ].join('\n'),
    );
  });

  it('prints a link as its label and address, and a bare address once', () => {
    expect(plainTextOf('See [our policy](https://clinic.example/privacy) or call.')).toBe(
      'See our policy (https://clinic.example/privacy) or call.',
    );
    // An empty label is no link: it stays as typed, on the page as on paper.
    expect(plainTextOf('[https://a.example](https://a.example) and [](https://b.example)')).toBe(
      'https://a.example and [](https://b.example)',
    );
    expect(plainTextOf('- [**Forms**](https://c.example/forms)')).toBe(
      '• Forms (https://c.example/forms)',
    );
  });

  it('leaves text without markup as it is, and a lone dash or bracket alone', () => {
    expect(plainTextOf('  Fasting 8-12 hours [if asked] -  ')).toBe(
      'Fasting 8-12 hours [if asked] -',
    );
    expect(plainTextOf('')).toBe('');
  });
});
