import { esPatientFrame } from '@paperless/core';
import type { PatientTranslator, WholeTranslation } from './patientTranslator';

/**
 * Spanish as a link's first screen needs it (issue 40): the frame's words (the skeleton's name,
 * the language switch) at once, from a chunk of a few hundred bytes, and the rest (i18next, the
 * templates' and messages' texts) from `whole`, which the page waits for before it draws more
 * than its frame (context.ts). `whole` never rejects: undefined when its chunk could not load.
 */
export function spanishWith(whole: Promise<WholeTranslation | undefined>): PatientTranslator {
  let loaded: WholeTranslation | undefined;
  const tracked = whole.catch(() => undefined);
  // React's `use` reads these fields: once the chunk is in, a page draws without suspending.
  void tracked.then((value) => {
    loaded = value;
    Object.assign(tracked, { status: 'fulfilled', value });
  });
  return {
    language: 'es',
    locale: 'es-US',
    text: (text) => loaded?.text(text) ?? esPatientFrame[text] ?? text,
    whole: tracked,
  };
}
