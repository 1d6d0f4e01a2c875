// Verifying a document (issue 18): checks a PDF against the clinic's submitted forms.

/** The verify screen, its own chunk: loaded when first opened. */
export const loadVerifyDocumentPage = () =>
  import('./VerifyDocumentPage').then((m) => m.VerifyDocumentPage);
