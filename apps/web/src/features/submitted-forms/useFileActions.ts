import type { SubmittedFile } from '@paperless/core';
import { useRef, useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { downloadOneByOne, type BatchResult } from './downloadQueue';
import { saveBlob } from '../../lib/fileDownload';
import { fetchPdf, openPdfInTab } from './pdfFiles';

export interface FileBusy {
  url: string;
  action: 'view' | 'download';
}

/** The notice a finished batch leaves: how many came, and how many were skipped. */
export function batchNotice({ saved, failed }: BatchResult): { ok: boolean; text: string } {
  const forms = (n: number) => `${n} ${n === 1 ? 'form' : 'forms'}`;
  if (failed === 0) return { ok: true, text: `${forms(saved)} downloaded.` };
  return {
    ok: false,
    text: `${forms(saved)} downloaded; ${forms(failed)} could not be downloaded and ${failed === 1 ? 'was' : 'were'} skipped.`,
  };
}

/**
 * View, download and batch download of a patient's files. One file at a time per action; a
 * batch goes one by one with the spec's pause, and stops when the dialog closes (cancel()).
 */
export function useFileActions(companyId: number | undefined) {
  const [busy, setBusy] = useState<FileBusy | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const cancelled = useRef(false);

  const run = async (file: SubmittedFile, action: FileBusy['action']) => {
    setBusy({ url: file.url, action });
    try {
      if (action === 'view') await openPdfInTab(file, companyId);
      else saveBlob(await fetchPdf(file, companyId), file.pdf_name);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const downloadAll = async (files: readonly SubmittedFile[]) => {
    cancelled.current = false;
    setProgress({ done: 0, total: files.length });
    const result = await downloadOneByOne(
      files,
      async (file) => {
        try {
          saveBlob(await fetchPdf(file, companyId), file.pdf_name);
        } finally {
          setProgress((p) => p && { ...p, done: p.done + 1 });
        }
      },
      { shouldStop: () => cancelled.current },
    );
    setProgress(null);
    if (cancelled.current) return;
    const notice = batchNotice(result);
    if (notice.ok) notifySuccess(notice.text);
    else notifyError(notice.text);
  };

  return {
    busy,
    progress,
    view: (file: SubmittedFile) => void run(file, 'view'),
    download: (file: SubmittedFile) => void run(file, 'download'),
    downloadAll,
    cancel: () => {
      cancelled.current = true;
    },
  };
}
