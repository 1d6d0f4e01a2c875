// The submitted forms screen, for the app shell (index.ts is what other features use).

/** The submitted forms screen, its own chunk: loaded when first opened. */
export const loadSubmittedFormsPage = () =>
  import('./SubmittedFormsPage').then((m) => m.SubmittedFormsPage);
