import type { UploadResponse } from '@paperless/core';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** What the server kept of an uploaded file (its id, type, size, pages). */
export type StoredUpload = UploadResponse['data'];

/**
 * Sends a file question's file and answers what the server kept; rejects with an Error whose
 * message the patient can read. The signal aborts it when the patient replaces or removes the
 * file before it has arrived.
 */
export type UploadFile = (field: string, file: File, signal: AbortSignal) => Promise<StoredUpload>;

/**
 * Where a file question sends its files. The form's blocks do not know the patient's link: the
 * fill pages provide it with the link's token. The builder's preview and /view-form provide
 * none, so their file questions send nothing.
 */
const UploadTarget = createContext<UploadFile | null>(null);
/** How many files are on their way: a submit waits for them rather than send without them. */
const UploadsInFlight = createContext(0);

export const useUploadTarget = () => useContext(UploadTarget);
export const useUploadsInFlight = () => useContext(UploadsInFlight);

/** The fill pages' provider: sends files with `upload` and counts those still on their way. */
export function UploadsTo({ upload, children }: { upload: UploadFile; children: ReactNode }) {
  const [inFlight, setInFlight] = useState(0);
  const counted = useMemo<UploadFile>(
    () => async (field, file, signal) => {
      setInFlight((n) => n + 1);
      try {
        return await upload(field, file, signal);
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [upload],
  );
  return (
    <UploadTarget.Provider value={counted}>
      <UploadsInFlight.Provider value={inFlight}>{children}</UploadsInFlight.Provider>
    </UploadTarget.Provider>
  );
}
