import { patientLanguageSchema } from '@paperless/core';
import { z } from 'zod';

/**
 * Whose e-mail a message looks like, and the headers it needs beyond its text (issue 18). It is
 * stored sealed with the outbox row (lib/outbox/sealing.ts), and the HTML part is rendered from it
 * and the stored text at delivery, so the outbox stays small and both parts say the same thing.
 */
export const emailLayoutSchema = z.object({
  /**
   * The practice a patient's e-mail comes from: its name heads the message, with its logo when it
   * has one (looked up by the company at delivery). Without it the e-mail comes from Paperless
   * Clinic, as every e-mail about a user's own account or portal does.
   */
  practice: z
    .object({
      name: z.string(),
      companyId: z.number().int(),
      /**
       * Issue 20, the practice profile as it is at delivery (practice-look.ts), never stored with
       * the row: its phone and address (the footer) and its brand colour (the accent).
       */
      contact: z.string().nullable().optional(),
      brandColor: z.string().nullable().optional(),
    })
    .optional(),
  /**
   * Where a recipient stops these messages (List-Unsubscribe, RFC 2369). `oneClick` adds
   * List-Unsubscribe-Post (RFC 8058): only for an address that stops on a bare POST.
   */
  unsubscribe: z.object({ url: z.url(), oneClick: z.boolean() }).optional(),
  /**
   * Issue 21: the language a patient's e-mail is written in (its link's), so the HTML says so
   * and a screen reader reads it with the right voice. Absent: English, as every staff e-mail.
   */
  language: patientLanguageSchema.optional(),
});

export type EmailLayout = z.infer<typeof emailLayoutSchema>;

/** Who sends an e-mail that no practice sends. */
export const PROVIDER_NAME = 'Paperless Clinic';

/** The name that heads an e-mail. */
export const senderName = (layout: EmailLayout | undefined): string =>
  layout?.practice?.name ?? PROVIDER_NAME;
