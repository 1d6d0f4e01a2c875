import { installValidationMessages } from '@paperless/core';

/**
 * The forms' resolver. Importing it from here first makes our plain wording zod's fallback in
 * the browser too ("Enter a number.", not "Invalid input: expected number, received NaN"), the
 * same as the server's; only pages with a form load it, so the landing page does not.
 */
installValidationMessages();

export { zodResolver } from '@hookform/resolvers/zod';
