import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { trustProxySetting } from './lib/trust-proxy.js';

/**
 * All configuration, read once from the environment and validated, with the defaults a
 * fresh machine needs. README.md lists every variable; keep the two in step.
 */
const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: optionalText,
  DATA_DIR: z.string().default('./data'),
  // Key of the answers' encryption at rest; unset: a key file made once in DATA_DIR.
  DATA_ENCRYPTION_KEY: optionalText,
  // Older keys, comma separated: they only open data sealed before a rotation (lib/crypto.ts).
  DATA_ENCRYPTION_PREVIOUS_KEYS: optionalText,
  DATABASE_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A hop count (1 = one proxy in front) or proxy addresses/CIDRs (lib/trust-proxy.ts).
  TRUST_PROXY: trustProxySetting,
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  SESSION_REMEMBER_DAYS: z.coerce.number().positive().default(30),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  SEED_DEMO: flag,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Paperless Clinic <no-reply@paperless-clinic.local>'),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  // Decision 17: payments go through Stripe with keys; without them the card runs in demo mode.
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  // Stripe's REST API; tests point it at a local stand-in.
  STRIPE_API_BASE: optionalText,
  // Signs Stripe's webhook calls (POST /api/billing/stripe/webhook); unset: webhooks refused.
  STRIPE_WEBHOOK_SECRET: optionalText,
  // A public production server without Stripe keys refuses to start unless this is 1 (issue 6).
  ALLOW_DEMO_PAYMENTS: flag,
  // Provider staff must use two-factor sign-in; without it they enrol at their next sign-in.
  REQUIRE_STAFF_MFA: flag,
  WEB_DIST: optionalText,
  // Rate limits (lib/rate-limit): shared in Redis when set, else counted in this process's memory.
  REDIS_URL: optionalText,
  REDIS_KEY_PREFIX: z.string().default('paperless:'),
  // Multiplies every rate limit; 1 in production. Load benches and browser-test rigs raise it.
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(100_000).default(1),
  // The signup and sign-in proof-of-work (lib/proof-of-work): PBKDF2 iterations per try and the
  // most tries a solution takes. The defaults cost a browser about a second; tests lower them.
  PROOF_OF_WORK_COST: z.coerce.number().int().positive().max(1_000_000).default(5_000),
  PROOF_OF_WORK_COUNTER: z.coerce.number().int().positive().max(1_000_000).default(5_000),
  // A submission's PDF that takes longer than this to render fails that try (the worker tries
  // again, then marks it failed and tells the clinic). Tests set 1 to make every render fail.
  PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().positive().max(3_600_000).default(120_000),
  // Stored files (logos, PDFs) in an S3-compatible bucket instead of DATA_DIR/storage (issue 15).
  S3_BUCKET: optionalText,
  // Unset: AWS S3 itself, in S3_REGION.
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // MinIO and most self-hosted servers address buckets in the path, not in the host name.
  S3_FORCE_PATH_STYLE: flag,
  // Lets several installations share one bucket: `clinic-a` puts every object under clinic-a/.
  S3_PREFIX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._/-]+$/, 'letters, digits, dot, dash, underscore and slash only')
      .refine((v) => !v.split('/').includes('..'), 'no ".." part')
      .optional(),
  ),
});

/** Half an S3 setup would only fail at the first stored file: refused here, by name. */
function checkS3Settings(e: z.infer<typeof envSchema>, ctx: z.core.$RefinementCtx): void {
  const issue = (name: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [name], message });
  if (!e.S3_BUCKET) {
    for (const name of S3_NEEDING_BUCKET) {
      if (e[name] !== undefined) issue(name, 'is set but S3_BUCKET is not: set S3_BUCKET too');
    }
    return;
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!e[name]) issue(name, `S3_BUCKET is set: set ${name} too (the bucket's credentials)`);
  }
}
const S3_NEEDING_BUCKET = [
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
] as const;

/** `a/b/` from `/a/b`: object names are the prefix then the storage key. */
function s3Prefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

export type Config = ReturnType<typeof loadConfig>;

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.superRefine(checkS3Settings).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    encryptionKey: e.DATA_ENCRYPTION_KEY,
    previousEncryptionKeys: (e.DATA_ENCRYPTION_PREVIOUS_KEYS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== ''),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      maxMs: e.SESSION_MAX_HOURS * 3_600_000,
      rememberMs: e.SESSION_REMEMBER_DAYS * 86_400_000,
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
          apiBase: (e.STRIPE_API_BASE ?? 'https://api.stripe.com').replace(/\/$/, ''),
        }
      : undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    allowDemoPayments: e.ALLOW_DEMO_PAYMENTS,
    requireStaffMfa: e.REQUIRE_STAFF_MFA,
    // src/ and dist/ both sit one level below apps/api, so this resolves from either.
    webDist: path.resolve(e.WEB_DIST ?? path.join(here, '../../web/dist')),
    rateLimit: {
      redisUrl: e.REDIS_URL,
      redisPrefix: e.REDIS_KEY_PREFIX,
      factor: e.RATE_LIMIT_FACTOR,
    },
    proofOfWork: { cost: e.PROOF_OF_WORK_COST, counter: e.PROOF_OF_WORK_COUNTER },
    pdfRenderTimeoutMs: e.PDF_RENDER_TIMEOUT_MS,
    // checkS3Settings made sure both keys come with the bucket.
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: s3Prefix(e.S3_PREFIX),
          }
        : undefined,
  };
}
