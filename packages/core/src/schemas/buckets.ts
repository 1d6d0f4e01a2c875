// Schemas and messages of the buckets feature (clinic portal), shared by the API and the web app.
import { z } from 'zod';
import { messages } from '../messages.js';

/** The spec's bucket texts (client-portal spec sections 2, 4, 5). */
export const bucketMessages = {
  nameAndForms: 'Please enter a bucket name and select at least one form.',
  formsUnavailable: 'One or more of the selected forms are no longer available.',
  idMismatch: 'The bucket id does not match the bucket being updated.',
  created: 'Bucket created successfully',
  updated: 'Bucket updated successfully',
  deleted: 'Bucket deleted successfully',
  notFound: 'Bucket not found.',
  emptyForCompany: 'No buckets found for this company.',
  emptyAll: 'No buckets available',
  emptySearch: 'No buckets found matching your search criteria',
  untitledForm: 'Untitled Form',
  noForms: 'No forms available. Create some forms first.',
  loadingForms: 'Loading available forms...',
  loadingBucket: 'Loading bucket details...',
  editNote: 'Changes apply immediately when you select Update Bucket.',
  ready: (count: number) => `Ready to create bucket with ${count} form(s)`,
  deleteConfirm: (title: string) =>
    `Are you sure you want to delete the bucket "${title}"? This action cannot be undone.`,
} as const;

export const BUCKET_TITLE_MAX = 150;
/** A bucket holds at most this many forms (the checklist loads up to 200 forms). */
export const BUCKET_FORMS_MAX = 200;

// Ids are PostgreSQL integers; a larger number is simply not a record (and never a 500).
const ID_MAX = 2_147_483_647;
export const bucketIdSchema = z.coerce.number().int().positive().max(ID_MAX);
const companyId = bucketIdSchema.optional();

const title = z
  .string({ error: bucketMessages.nameAndForms })
  .trim()
  .min(1, { error: bucketMessages.nameAndForms })
  .max(BUCKET_TITLE_MAX, { error: messages.maxLength(BUCKET_TITLE_MAX) });

// Items are checked as a whole so every failure names the field form_ids, not form_ids.3.
const formIds = z
  .array(z.unknown(), { error: bucketMessages.nameAndForms })
  .min(1, { error: bucketMessages.nameAndForms })
  .max(BUCKET_FORMS_MAX, { error: bucketMessages.formsUnavailable })
  .refine(
    (ids) =>
      ids.every((id) => Number.isInteger(id) && (id as number) > 0 && (id as number) <= ID_MAX),
    {
      error: bucketMessages.formsUnavailable,
    },
  )
  // A form ticked twice is in the bucket once, at its first place.
  .transform((ids) => [...new Set(ids as number[])]);

export const bucketCreateSchema = z.object({
  title,
  form_ids: formIds,
  company_id: companyId,
});
export type BucketCreateInput = z.input<typeof bucketCreateSchema>;
export type BucketCreate = z.output<typeof bucketCreateSchema>;

/** The spec's update payload carries the id too; the path names the bucket. */
export const bucketUpdateSchema = bucketCreateSchema.extend({
  id: bucketIdSchema.optional(),
});
export type BucketUpdateInput = z.input<typeof bucketUpdateSchema>;
export type BucketUpdate = z.output<typeof bucketUpdateSchema>;

export const bucketListQuerySchema = z.object({
  company_id: companyId,
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(200).optional(),
});
export type BucketListQuery = z.input<typeof bucketListQuerySchema>;

export const bucketCompanyQuerySchema = z.object({ company_id: companyId });

export const bucketFormSchema = z.object({ id: z.number().int(), title: z.string() });
export type BucketForm = z.infer<typeof bucketFormSchema>;

export const bucketSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  form_count: z.number().int(),
  /** In the bucket's order, live forms only. */
  forms: z.array(bucketFormSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BucketSummary = z.infer<typeof bucketSummarySchema>;

export const bucketListResponseSchema = z.object({
  data: z.array(bucketSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type BucketListResponse = z.infer<typeof bucketListResponseSchema>;

export const bucketResponseSchema = z.object({ data: bucketSummarySchema });
export type BucketResponse = z.infer<typeof bucketResponseSchema>;

export const bucketMutationResponseSchema = z.object({
  message: z.string(),
  data: bucketSummarySchema,
});
export type BucketMutationResponse = z.infer<typeof bucketMutationResponseSchema>;
