/**
 * `@paperless/api/testing`: the API's test helpers that the browser tests (e2e/) use too, in one
 * declared place, so that e2e does not reach into apps/api by path (issue 35).
 */
export { pdfText } from '../pdf/pdf-text.js';
export { objectStreamBomb } from '../pdf/pdf-bombs.js';
export { PDF_TOOLS_MISSING, popplerText, qpdfCheck } from '../pdf/outside-tools.js';
