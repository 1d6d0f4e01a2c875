import { notifications } from '@mantine/notifications';
import { localizeText, uploadMessages } from '@paperless/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatientLanguageContext } from '../patient-language/context';
import { spanish } from '../patient-language/spanish';
import { useUploadsPending } from './uploadsPending';

vi.mock('../forms/uploadTarget', () => ({ useUploadsInFlight: () => 1 }));

afterEach(() => vi.restoreAllMocks());

const inSpanish = ({ children }: { children: ReactNode }) => (
  <PatientLanguageContext.Provider
    value={{ token: 'tok', language: 'es', translator: spanish, choose: () => undefined }}
  >
    {children}
  </PatientLanguageContext.Provider>
);

describe('useUploadsPending', () => {
  it("says a file is still uploading in the page's language", () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const { result } = renderHook(() => useUploadsPending(), { wrapper: inSpanish });
    expect(result.current()).toBe(true);
    const spanishText = localizeText(uploadMessages.stillUploading, 'es');
    expect(spanishText).not.toBe(uploadMessages.stillUploading);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: spanishText }));
  });

  it('says it in English on an English page', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const { result } = renderHook(() => useUploadsPending());
    expect(result.current()).toBe(true);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: uploadMessages.stillUploading }),
    );
  });
});
