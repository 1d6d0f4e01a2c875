// Route classes (../route-classes.ts) of the clinic portal: one company's users, forms,
// buckets, links, visits and submissions.
import type { RouteClass } from '../route-classes.js';
import { company, customizeBody, formBody, personBody, uniq } from '../targets.js';

export const CLINIC_ROUTES: Record<string, RouteClass> = {
  // The clinic portal.
  'GET /api/form-templates': { scope: 'shared' },
  'GET /api/form-templates/:id': { scope: 'shared', param: 'template' },
  'GET /api/forms': { scope: 'clinic', namesCompany: true, query: company },
  'GET /api/forms/:id': { scope: 'clinic', param: 'form', query: company },
  'POST /api/forms': { scope: 'clinic', namesCompany: true, body: formBody },
  'PUT /api/forms/:id': { scope: 'clinic', param: 'form', body: formBody },
  'DELETE /api/forms/:id': { scope: 'clinic', param: 'form', query: company },
  'POST /api/forms/:id/customize': {
    scope: 'clinic',
    param: 'templateForm',
    body: customizeBody,
  },
  'PUT /api/forms/:id/customization': {
    scope: 'clinic',
    param: 'templateForm',
    body: customizeBody,
    control: 409,
  },
  'GET /api/buckets': { scope: 'clinic', namesCompany: true, query: company },
  'GET /api/buckets/:id': { scope: 'clinic', param: 'bucket', query: company },
  'POST /api/buckets': {
    scope: 'clinic',
    namesCompany: true,
    body: (t) => ({
      title: `Bucket ${uniq()}`,
      form_ids: [t.templateFormId],
      company_id: t.companyId,
    }),
  },
  'PUT /api/buckets/:id': {
    scope: 'clinic',
    param: 'bucket',
    body: (t) => ({
      title: `Bucket ${uniq()}`,
      form_ids: [t.templateFormId],
      company_id: t.companyId,
    }),
  },
  'DELETE /api/buckets/:id': { scope: 'clinic', param: 'bucket', query: company },
  'POST /api/forms/send': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    body: (t) => ({
      formId: t.formId,
      emails: [`patient-${uniq()}@example.com`],
      company_id: t.companyId,
    }),
  },
  'POST /api/buckets/send': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    body: (t) => ({
      bucketId: t.bucketId,
      emails: [`patient-${uniq()}@example.com`],
      company_id: t.companyId,
    }),
  },
  'GET /api/links': { scope: 'clinic', namesCompany: true, patientData: true, query: company },
  'GET /api/sending/defaults': { scope: 'clinic', namesCompany: true, query: company },
  'POST /api/links/:id/resend': {
    scope: 'clinic',
    param: 'link',
    patientData: true,
    query: company,
  },
  'POST /api/links/:id/extend': {
    scope: 'clinic',
    param: 'link',
    patientData: true,
    query: company,
    body: () => ({ days: 7 }),
  },
  'POST /api/links/:id/cancel': {
    scope: 'clinic',
    param: 'link',
    patientData: true,
    query: company,
  },
  'GET /api/visits': { scope: 'clinic', namesCompany: true, patientData: true, query: company },
  'GET /api/submitted-forms': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    query: company,
  },
  'GET /api/forms/pdf/download': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    query: (t) => ({ ...company(t), url: `submission:${t.submissionId}` }),
  },
  // Issue 18: the selection as one PDF or a ZIP, and Verify a document (the raw PDF as body).
  'GET /api/submitted-forms/packet.pdf': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    query: (t) => ({ ...company(t), submission_ids: String(t.submissionId) }),
  },
  'GET /api/submitted-forms/packet.zip': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    query: (t) => ({ ...company(t), submission_ids: String(t.submissionId) }),
  },
  'POST /api/documents/verify': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    query: company,
    body: () => Buffer.from("%PDF-1.7\n% not one of the clinic's files\n%%EOF\n"),
  },
  // Issue 39: a PDF that could not be created, made again. Clinic B's target PDF is ready, so
  // the entitled caller is refused with 409 (nothing to try again), past every check of access.
  'POST /api/submissions/:id/pdf/retry': {
    scope: 'clinic',
    param: 'submission',
    query: company,
    control: 409,
  },
  // Issue 17: the photos and PDFs patients uploaded with a submission.
  'GET /api/submissions/:id/uploads': {
    scope: 'clinic',
    param: 'submission',
    patientData: true,
    query: company,
  },
  'GET /api/submissions/:id/uploads/:uploadId': {
    scope: 'clinic',
    param: 'submission',
    param2: 'upload',
    patientData: true,
    query: company,
  },
  // Issue 16: the latest completions name patients, so the dashboard read is audited.
  'GET /api/client-dashboard': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    query: company,
  },
  'GET /api/company/front-desk': { scope: 'clinic', namesCompany: true, query: company },
  'PUT /api/company/front-desk': {
    scope: 'clinic',
    namesCompany: true,
    body: (t) => ({
      time_zone: 'America/Chicago',
      reminders: {
        enabled: true,
        offsets_hours: [24, 72],
        max_reminders: 3,
        window_start_hour: 8,
        window_end_hour: 20,
        eve_of_visit: true,
      },
      company_id: t.companyId,
    }),
  },
  'GET /api/company-users': { scope: 'clinic', namesCompany: true, query: company },
  'GET /api/company-users/roles': { scope: 'shared' },
  'GET /api/company-users/:id': { scope: 'clinic', param: 'companyUser', query: company },
  'POST /api/company-users': {
    scope: 'clinic',
    namesCompany: true,
    body: (t) => ({ ...personBody(t.clinicRoleId), company_id: t.companyId }),
  },
  'POST /api/company-users/:id': {
    scope: 'clinic',
    param: 'companyUser',
    body: (t) => ({ ...personBody(t.clinicRoleId), company_id: t.companyId }),
  },
  'DELETE /api/company-users/:id': { scope: 'clinic', param: 'companyUser', query: company },
  'DELETE /api/company-users/:id/email-change': {
    scope: 'clinic',
    param: 'companyUser',
    query: company,
    control: 404,
  },
  'POST /api/admin/transfer/:id': {
    scope: 'clinic',
    param: 'transferee',
    last: 1,
    body: (t) => ({ company_id: t.companyId }),
  },
  'GET /api/card': { scope: 'clinic', namesCompany: true, query: company },
  'POST /api/card': {
    scope: 'clinic',
    namesCompany: true,
    // Clinic B has its one card already; the company scope is checked before that.
    control: 409,
    body: (t) => ({
      email: 'payer@example.com',
      name: 'Pat Payer',
      paymentMethodId: 'demo_visa_4242_12_30',
      cardholdername: 'Pat Payer',
      company_id: t.companyId,
    }),
  },
  'DELETE /api/card/:id': { scope: 'clinic', param: 'card', query: company },
};
