import { describe, expect, it } from 'vitest';
import { plainTextOf } from './text-block.js';

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
    expect(plainTextOf('[https://a.example](https://a.example) and [](https://b.example)')).toBe(
      'https://a.example and https://b.example',
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
