// Kiosk mode (issue 19): a clinic's tablet in the waiting room. Its limits, messages and the
// shapes of its calls, shared by the API, which enforces them, and the kiosk's screens.
import { z } from 'zod';
import { patientLanguageSchema } from '../i18n/languages.js';
import { ID_MAX } from './fields.js';

/** The header a kiosk's calls carry its device token in (never a staff bearer token). */
export const KIOSK_TOKEN_HEADER = 'x-kiosk-token';
/** Wrong PINs in a row before PIN entry locks, and for how long. */
export const KIOSK_PIN_TRIES = 5;
export const KIOSK_PIN_LOCK_MINUTES = 15;
/**
 * How long a kiosk fill's link works: long enough for the longest bucket at the tablet, short
 * enough that a token left in a tablet's memory (a crash, a pulled plug) is soon worth nothing.
 */
export const KIOSK_LINK_HOURS = 2;
/**
 * A tablet's kiosk mode ends by itself after this many days without a call, and this many days
 * after it was started, whatever its use (Security III, finding 11): a token copied off a
 * forgotten or lost tablet stops working without anyone remembering to end it.
 */
export const KIOSK_DEVICE_IDLE_DAYS = 14;
export const KIOSK_DEVICE_MAX_DAYS = 90;
/** Without input during a fill the kiosk asks "Are you still there?", then starts over. */
export const KIOSK_IDLE_MS = 3 * 60_000;
export const KIOSK_IDLE_WARNING_SECONDS = 30;
/** The thank-you screen stays this long before the start screen returns. */
export const KIOSK_THANKS_SECONDS = 8;

export const kioskMessages = {
  labelRequired: 'Give this tablet a name, for example "Front desk tablet".',
  labelLength: 'The name can be at most 60 characters.',
  pinFormat: 'The PIN is 4 to 8 digits.',
  patientNameRequired: "Enter the patient's name.",
  patientNameLength: 'The patient name can be at most 100 characters.',
  chooseOne: 'Choose a form or a bucket.',
  pinRequired: 'Enter the clinic PIN to start.',
  wrongPin: (left: number) =>
    `That PIN is not right. ${left} ${left === 1 ? 'try' : 'tries'} left before PIN entry locks for ${KIOSK_PIN_LOCK_MINUTES} minutes.`,
  pinLocked: `Too many wrong PINs. PIN entry is locked for ${KIOSK_PIN_LOCK_MINUTES} minutes. A staff member can end kiosk mode from the portal.`,
  deviceEnded:
    'This tablet is no longer in kiosk mode. A staff member can sign in to start kiosk mode again.',
  started: 'Kiosk mode is on for this tablet.',
  ended: 'Kiosk mode ended for this tablet.',
  abandoned: 'Started over. Nothing was kept.',
  notResendable:
    "This link was filled on the clinic's kiosk, so it cannot be sent. Send a new link instead.",
  /** The clinic's bell (and e-mail) when a tablet's PIN entry locks. Names no patient. */
  pinLockedNoticeTitle: 'Kiosk PIN entry locked',
  pinLockedNoticeBody: (label: string) =>
    `Someone entered a wrong PIN ${KIOSK_PIN_TRIES} times on the kiosk "${label}". PIN entry is locked for ${KIOSK_PIN_LOCK_MINUTES} minutes.`,
} as const;

const pin = z
  .string({ error: kioskMessages.pinFormat })
  .regex(/^\d{4,8}$/, { error: kioskMessages.pinFormat });
const id = z.number().int().positive().max(ID_MAX);
const companyId = z.coerce.number().int().positive().max(ID_MAX).optional();

/** Staff put a tablet into kiosk mode: its name, the clinic's PIN, and who may start a fill. */
export const kioskDeviceCreateSchema = z.object({
  label: z
    .string({ error: kioskMessages.labelRequired })
    .trim()
    .min(1, { error: kioskMessages.labelRequired })
    .max(60, { error: kioskMessages.labelLength }),
  pin,
  /** True: a patient may pick a form and start without the PIN. */
  allow_patient_start: z.boolean().default(false),
  /** Provider staff name the clinic; a clinic user's own is used. */
  company_id: companyId,
});
export type KioskDeviceCreate = z.infer<typeof kioskDeviceCreateSchema>;
export type KioskDeviceCreateInput = z.input<typeof kioskDeviceCreateSchema>;

export const kioskCompanyQuerySchema = z.object({ company_id: companyId });

export const kioskDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  allow_patient_start: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  /** Set while PIN entry is locked after wrong PINs. */
  pin_locked_until: z.string().nullable(),
});
export type KioskDevice = z.infer<typeof kioskDeviceSchema>;

export const kioskDeviceListResponseSchema = z.object({ data: z.array(kioskDeviceSchema) });

/** The device's token, answered once: it lives only on the tablet from then on. */
export const kioskDeviceCreatedResponseSchema = z.object({
  message: z.string(),
  data: z.object({ device: kioskDeviceSchema, token: z.string() }),
});
export type KioskDeviceCreated = z.infer<typeof kioskDeviceCreatedResponseSchema>;

const choice = z.object({ id: z.number().int(), title: z.string() });

/** The kiosk's start screen: its clinic's live forms and buckets (titles only). */
export const kioskSessionResponseSchema = z.object({
  data: z.object({
    practice: z.string(),
    label: z.string(),
    allow_patient_start: z.boolean(),
    /** The clinic's default language for patients: the start screen's, until the patient switches. */
    patient_language: patientLanguageSchema,
    forms: z.array(choice),
    buckets: z.array(choice),
  }),
});
export type KioskSession = z.infer<typeof kioskSessionResponseSchema>['data'];

/** Start a fill at the kiosk: one form or one bucket, for the patient named. */
export const kioskFillCreateSchema = z
  .object({
    form_id: id.optional(),
    bucket_id: id.optional(),
    patient_name: z
      .string({ error: kioskMessages.patientNameRequired })
      .trim()
      .min(1, { error: kioskMessages.patientNameRequired })
      .max(100, { error: kioskMessages.patientNameLength }),
    /** Needed unless the clinic lets patients start. */
    pin: pin.optional(),
  })
  .refine((b) => (b.form_id === undefined) !== (b.bucket_id === undefined), {
    error: kioskMessages.chooseOne,
    path: ['form_id'],
  });
export type KioskFillCreate = z.infer<typeof kioskFillCreateSchema>;

export const kioskFillResponseSchema = z.object({
  data: z.object({ token: z.string(), kind: z.enum(['form', 'bucket']) }),
});
export type KioskFill = z.infer<typeof kioskFillResponseSchema>['data'];

/** An unfinished fill given up (idle, "Start over"): its link is cancelled for good. */
export const kioskAbandonSchema = z.object({ token: z.string().min(1).max(200) });

export const kioskExitSchema = z.object({ pin });
