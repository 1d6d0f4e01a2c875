import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues/index.js';
import { esPatientFrame } from './catalogues/es-patient-frame.js';
import { patientPageTexts } from './patient-pages.js';
import {
  TEMPLATES,
  staticMessageTexts,
  templateTexts,
  validatorMessages,
} from './catalogue-sources.test-support.js';
import { translation } from './translate.js';

const es = CATALOGUES.es!;

function sources() {
  return [
    ...TEMPLATES.flatMap(templateTexts),
    ...staticMessageTexts().map((text) => ({ text, context: undefined })),
    ...TEMPLATES.flatMap(validatorMessages).map((text) => ({ text, context: undefined })),
  ];
}

describe('the Spanish catalogue', () => {
  it('translates every text a template, its validator or the shared messages can show', () => {
    const unknown = sources()
      .filter(({ text, context }) => !translation(text, 'es', context).known)
      .map((s) => s.text);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('has no stale keys: each one translates a text the source still has', () => {
    const used = new Set(
      sources().flatMap(({ text, context }) => translation(text, 'es', context).keys),
    );
    expect(Object.keys(es.texts).filter((key) => !used.has(key))).toEqual([]);
  });

  it('has no empty translation and keeps each pattern param', () => {
    for (const [key, value] of Object.entries(es.texts)) {
      expect(value.trim(), key).not.toBe('');
      for (const param of key.match(/\{\{\w+\}\}|\{[a-z_]+\}/g) ?? [])
        expect(value, key).toContain(param);
    }
  });

  it("holds in the frame's part every word the link's skeleton and frame draw", () => {
    // The browser draws these before the rest of the catalogue is in: one missing shows English.
    const missing = Object.values(patientPageTexts).filter((text) => !(text in esPatientFrame));
    expect(missing).toEqual([]);
  });
});
