// Kept apart from the registry: the browser shows this notice without importing every template.
export const templateSubmissionError = {
  title: 'Submission Error',
  text: 'An error occurred while submitting the form. Please try again.',
} as const;
