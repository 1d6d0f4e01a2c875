import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Test helper: what a reader would copy out of a PDF, per page, as pdf.js extracts it. */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
}

export interface PdfPageText {
  /** The page's text, lines separated by '\n'. */
  text: string;
  items: PdfTextItem[];
}

export async function pdfText(bytes: Uint8Array): Promise<PdfPageText[]> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    const pages: PdfPageText[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const items = content.items.flatMap((item) =>
        'str' in item
          ? [
              {
                text: item.str,
                eol: item.hasEOL,
                x: item.transform[4] as number,
                y: item.transform[5] as number,
                width: item.width,
              },
            ]
          : [],
      );
      pages.push({
        text: items.map((i) => i.text + (i.eol ? '\n' : '')).join(''),
        items: items.map(({ text, x, y, width }) => ({ text, x, y, width })),
      });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** All pages' text with runs of white space as one space, for 'contains' checks. */
export async function flatText(bytes: Uint8Array): Promise<string> {
  const pages = await pdfText(bytes);
  return pages
    .map((p) => p.text)
    .join('\n')
    .replace(/\s+/g, ' ');
}
