import { uploadMessages } from '@paperless/core';
import { useEffect, useRef, useState } from 'react';
import { checkFile } from './fileChecks';
import { useUploadTarget, type StoredUpload } from './uploadTarget';

/** The file the patient chose on this page (not one restored from a draft). */
export interface ChosenFile {
  name: string;
  isPdf: boolean;
  /** An object URL of the photo itself, for its thumbnail; revoked when it goes. */
  previewUrl: string | null;
}

interface FileUploadOptions {
  field: string;
  onChange: (value: unknown) => void;
}

/**
 * A file question's upload: checks the chosen file, sends it at once, and sets the answer to
 * `{ upload_id }` only once the server has kept it. A new choice or Remove cancels a file
 * still on its way, so a late answer never overwrites the patient's newer choice.
 */
export function useFileUpload({ field, onChange }: FileUploadOptions) {
  const upload = useUploadTarget();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [stored, setStored] = useState<StoredUpload | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  // The answer arrives seconds later: by then the form's onChange of that render would write
  // back the other answers as they were, so the latest one is called.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  const previewUrl = chosen?.previewUrl;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const reset = () => {
    inFlight.current?.abort();
    inFlight.current = null;
    setChosen(null);
    setStored(null);
    setUploading(false);
    setProblem(null);
  };

  const choose = async (picked: File | null) => {
    if (!picked || !upload) return;
    const checked = checkFile(picked);
    // A refused file changes nothing else: a file sent earlier stays the answer.
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    reset();
    const controller = new AbortController();
    inFlight.current = controller;
    const { file } = checked;
    setChosen({
      name: file.name,
      isPdf: file.type === 'application/pdf',
      previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
    });
    setUploading(true);
    // The answer is the file on its way now, not the one before it.
    latestOnChange.current(null);
    try {
      const kept = await upload(field, file, controller.signal);
      if (controller.signal.aborted) return;
      setStored(kept);
      latestOnChange.current({ upload_id: kept.upload_id });
    } catch (error) {
      if (controller.signal.aborted) return;
      setChosen(null);
      setProblem(
        error instanceof Error && error.message ? error.message : uploadMessages.unreadable,
      );
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setUploading(false);
      }
    }
  };

  const remove = () => {
    reset();
    latestOnChange.current(null);
  };

  return { canUpload: upload !== null, chosen, stored, uploading, problem, choose, remove };
}
