import type { ReactNode } from 'react';
import { PatientLanguageContext } from './context';
import { spanishWith } from './spanish';
import { spanishWhole } from './spanishWhole';

// The whole catalogue in, as on a page past its first screen (marked as React's `use` reads a
// settled promise, so tests draw at once).
const spanish = spanishWith(Promise.resolve(spanishWhole));
Object.assign(spanish.whole, { status: 'fulfilled', value: spanishWhole });

/** For tests: draws its children as a Spanish link's page does (issue 21). */
export function InSpanish({ children }: { children: ReactNode }) {
  return (
    <PatientLanguageContext.Provider
      value={{ token: 'tok', language: 'es', translator: spanish, choose: () => undefined }}
    >
      {children}
    </PatientLanguageContext.Provider>
  );
}
