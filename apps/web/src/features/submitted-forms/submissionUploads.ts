import type { SubmissionUpload, SubmissionUploadsResponse } from '@paperless/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { fetchFile, saveBlob } from '../../lib/fileDownload';

const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';
// A stored photo is up to a few MB, more than the API's usual answer.
const DOWNLOAD_TIMEOUT_MS = 60_000;

const companyQuery = (companyId: number | undefined) =>
  companyId === undefined ? '' : `?${new URLSearchParams({ company_id: String(companyId) })}`;

/** A submitted form's uploads, asked for when the View Forms dialog shows the form. */
export function useSubmissionUploads(submissionId: number, companyId: number | undefined) {
  return useQuery({
    queryKey: ['submission-uploads', companyId ?? 'own', submissionId],
    queryFn: ({ signal }) =>
      api.get<SubmissionUploadsResponse>(
        `/submissions/${submissionId}/uploads`,
        { company_id: companyId },
        signal,
      ),
    select: (answer) => answer.data,
    // A submission's files never change.
    staleTime: Infinity,
  });
}

const EXTENSIONS: Record<SubmissionUpload['mime'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** The name the file is saved under when the server gives none: the question's label. */
const fallbackName = (upload: SubmissionUpload) =>
  `${upload.label || upload.field}.${EXTENSIONS[upload.mime]}`;

/** Fetches the file with the session (lib/fileDownload) and hands it to the browser. */
export async function downloadUpload(
  submissionId: number,
  upload: SubmissionUpload,
  companyId: number | undefined,
): Promise<void> {
  const url = `/api/submissions/${submissionId}/uploads/${encodeURIComponent(upload.upload_id)}${companyQuery(companyId)}`;
  const { blob, fileName } = await fetchFile(url, {
    unreadable: DOWNLOAD_FAILED,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  saveBlob(blob, fileName ?? fallbackName(upload));
}
