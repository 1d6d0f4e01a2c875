import { notifications } from '@mantine/notifications';
import { localizeText, uploadMessages } from '@paperless/core';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadsTo, useUploadTarget } from './uploadTarget';
import { InSpanish } from '../patient-language/testing';
import { useUploadsPending } from './uploadsPending';

afterEach(() => vi.restoreAllMocks());

/** The fill pages' real provider, whose uploads never arrive. */
const uploading = ({ children }: { children: ReactNode }) => (
  <UploadsTo upload={() => new Promise(() => undefined)}>{children}</UploadsTo>
);

const inSpanish = ({ children }: { children: ReactNode }) => (
  <InSpanish>{uploading({ children })}</InSpanish>
);

/** The hook beside the upload target of the same page, with one file started on its way. */
function renderWithOneUpload(wrapper: (props: { children: ReactNode }) => ReactNode) {
  const { result } = renderHook(
    () => ({ pending: useUploadsPending(), upload: useUploadTarget() }),
    { wrapper },
  );
  expect(result.current.pending()).toBe(false);
  act(() => {
    void result.current.upload!('card', new File(['x'], 'card.jpg'), new AbortController().signal);
  });
  return result;
}

describe('useUploadsPending', () => {
  it("says a file is still uploading in the page's language", () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const result = renderWithOneUpload(inSpanish);
    expect(result.current.pending()).toBe(true);
    const spanishText = localizeText(uploadMessages.stillUploading, 'es');
    expect(spanishText).not.toBe(uploadMessages.stillUploading);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: spanishText }));
  });

  it('says it in English on an English page', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const result = renderWithOneUpload(uploading);
    expect(result.current.pending()).toBe(true);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: uploadMessages.stillUploading }),
    );
  });
});
