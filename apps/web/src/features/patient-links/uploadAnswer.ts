import { uploadResponseSchema, type UploadResponse } from '@paperless/core';

// The upload route's answer, read with core's schema. linkUploads.ts imports this module when a
// file starts on its way, so zod (~25 KB gz) stays out of a patient link's first load.
export const readUploadAnswer = (answer: unknown): UploadResponse['data'] =>
  uploadResponseSchema.parse(answer).data;
