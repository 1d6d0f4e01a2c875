import { SIGNATURE_MAX_BYTES } from '@paperless/core';
import { signatureTexts } from '@paperless/core';

export const uploadMessages = {
  wrongType: signatureTexts.wrongType,
  tooLarge: signatureTexts.tooLarge,
  unreadable: signatureTexts.unreadable,
} as const;

export type ReadResult = { dataUrl: string } | { error: string };

// The file's name and its browser-given type can lie; its first bytes cannot.
const MAGIC: { type: 'image/png' | 'image/jpeg'; bytes: number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

// FileReader rather than Blob.arrayBuffer(): older Safari and jsdom lack the latter.
function read<T extends 'readAsArrayBuffer' | 'readAsDataURL'>(blob: Blob, how: T) {
  return new Promise<T extends 'readAsDataURL' ? string : ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(reader.result as T extends 'readAsDataURL' ? string : ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader[how](blob);
  });
}

async function sniffImageType(file: Blob): Promise<string | undefined> {
  const head = new Uint8Array(await read(file.slice(0, 4), 'readAsArrayBuffer'));
  return MAGIC.find((m) => m.bytes.every((b, i) => head[i] === b))?.type;
}

/** Checks an uploaded signature image and turns it into the data URL a SignatureValue keeps. */
export async function readSignatureImage(file: File): Promise<ReadResult> {
  try {
    return await check(file);
  } catch {
    // The file vanished or permission was revoked between choosing and reading it.
    return { error: uploadMessages.unreadable };
  }
}

async function check(file: File): Promise<ReadResult> {
  const type = await sniffImageType(file);
  if (!type) return { error: uploadMessages.wrongType };
  if (file.size > SIGNATURE_MAX_BYTES) return { error: uploadMessages.tooLarge };
  // Re-typed from the bytes, so a JPEG named .png still gets an image/jpeg data URL.
  return { dataUrl: await read(file.slice(0, file.size, type), 'readAsDataURL') };
}
