// The submissions module's face: what other modules, the app shell and the jobs may use of it.
// Anything not exported here is the module's own (eslint's boundaries rule holds it).
export { contentDisposition, safeFileName } from './file-names.js';
export { pdfNameOf, statusOf } from './list.js';
export { renderPacketPdf } from './packet-pdf.js';
export type { PacketForm } from './packet-pdf.js';
export { pdfFailed } from './pdf-worker/events.js';
export type { PdfFailed } from './pdf-worker/events.js';
export { createPdfWorker } from './pdf-worker/worker.js';
export type { PdfWorker } from './pdf-worker/worker.js';
export { bodyFonts } from './pdf/body-fonts.js';
export { savePdf } from './pdf/chain.js';
export { clinicTime } from './pdf/clinic-time.js';
export type { Fonts } from './pdf/layout.js';
export { sampleSubmission } from './pdf/sample-values.js';
export { drawLine, fitText, widthOf } from './pdf/text.js';
export { submissionRoutes } from './routes.js';
export { checkAnswers } from './store/check.js';
export { createEncounter } from './store/encounter.js';
export type { StoredForm } from './store/encounter.js';
export { movePatientKeys, patientKey } from './store/patient-key.js';
export type { PatientKey } from './store/patient-key.js';
export { sealSigner } from './store/signer.js';
export type { Signer } from './store/signer.js';
export { bindUploads, checkUploads } from './store/uploads.js';
export { loadSubmissionFiles, readSubmissionPdf, refusalOf } from './stored-pdf.js';
export type { PdfRefusal, SubmissionFile } from './stored-pdf.js';
