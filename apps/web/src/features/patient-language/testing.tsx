import type { ReactNode } from 'react';
import { PatientLanguageContext } from './context';
import { spanish } from './spanish';

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
