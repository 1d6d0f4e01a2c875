import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  uploadMessages,
  type UploadMime,
} from '@paperless/core';

/** "Choose a file" offers what the server takes; iPhones turn a HEIC photo into a JPEG for it. */
export const UPLOAD_ACCEPT = UPLOAD_MIME_TYPES.join(',');

// Some phones and file managers leave a file's type empty; its name still says what it is.
const BY_EXTENSION: Record<string, UploadMime> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

function typeOf(file: File): string {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? '';
}

const isUploadMime = (type: string): type is UploadMime =>
  (UPLOAD_MIME_TYPES as readonly string[]).includes(type);

/**
 * The browser's check before anything is sent, with core's messages (the server checks again,
 * with the same): the file ready to send with its type, or why it cannot be.
 */
export function checkFile(file: File): { file: File } | { problem: string } {
  const type = typeOf(file);
  if (!isUploadMime(type)) return { problem: uploadMessages.type };
  if (file.size > UPLOAD_MAX_BYTES) return { problem: uploadMessages.tooLarge };
  if (file.size === 0) return { problem: uploadMessages.unreadable };
  return { file: type === file.type ? file : new File([file], file.name, { type }) };
}
