import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Test helper: a PDF's document information as pdf.js (a reader, not the writer) reads it. */
export interface PdfMetadata {
  title?: string;
  author?: string;
  subject?: string;
  language?: string;
  /** The raw PDF date, 'D:20250615140300Z'. */
  creationDate?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function pdfMetadata(bytes: Uint8Array): Promise<PdfMetadata> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    const info = new Map<string, unknown>(Object.entries((await pdf.getMetadata()).info));
    return {
      title: text(info.get('Title')),
      author: text(info.get('Author')),
      subject: text(info.get('Subject')),
      language: text(info.get('Language')),
      creationDate: text(info.get('CreationDate')),
    };
  } finally {
    await pdf.destroy();
  }
}
