import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { installValidationMessages, messages } from '@paperless/core';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { authHook } from './lib/auth-hook.js';
import { installErrorHandler } from './lib/error-handler.js';
import { registerOpenApi } from './lib/openapi.js';
import { loggerOptions, type LogStream } from './lib/logger.js';
import { installRateLimits } from './lib/rate-limit/index.js';
import { noStoreApiAnswers } from './lib/no-store.js';
import { createStorage } from './lib/storage.js';
import { loadCipher } from './lib/crypto.js';
import type { Transport } from './lib/outbox/transports.js';
import { createOutboxWorker } from './lib/outbox/worker.js';
import { createPdfWorker, submissionRoutes } from './modules/submissions/index.js';
import { createResealWorker } from './modules/key-rotation/index.js';
import { createJobs } from './jobs/index.js';
import { linkPageToken, linkShellFile, prerenderedFile, sendLinkShell } from './web-shell/index.js';
import { inlineScriptSources } from './web-shell/inline-scripts.js';
import type { RoutesPlugin } from './lib/route-kit.js';
import { authRoutes, passwordRoutes, accountSecurityRoutes } from './modules/auth/index.js';
import { formTemplateRoutes } from './modules/form-templates/index.js';
import { healthRoutes } from './modules/health/index.js';
import { notificationRoutes } from './modules/notifications/index.js';
import { outboxRoutes } from './modules/outbox/index.js';
import { permissionRoutes } from './modules/permissions/index.js';
import { planRoutes, publicPlanRoutes } from './modules/plans/index.js';
import { companyRoutes } from './modules/companies/index.js';
import {
  financeRoutes,
  cardRoutes,
  billingRoutes,
  clinicBillingRoutes,
} from './modules/billing/index.js';
import { staffUserRoutes, companyUserRoutes, emailChangeRoutes } from './modules/users/index.js';
import { formRoutes } from './modules/forms/index.js';
import { bucketRoutes } from './modules/buckets/index.js';
import {
  sendingRoutes,
  patientLinkRoutes,
  reminderRoutes,
  linkHandoffRoutes,
  uploadRoutes,
} from './modules/links/index.js';
import { visitsRoutes } from './modules/visits/index.js';
import { clinicDashboardRoutes } from './modules/clinic-dashboard/index.js';
import { frontDeskSettingsRoutes } from './modules/front-desk-settings/index.js';
import { signupRoutes } from './modules/signup/index.js';
import { auditLogRoutes } from './modules/audit-log/index.js';
import { submissionUploadRoutes } from './modules/uploads/index.js';
import { documentVerifyRoutes } from './modules/document-verify/index.js';
import { kioskRoutes } from './modules/kiosk/index.js';
import { patientCopyRoutes } from './modules/patient-copies/index.js';
import { practiceProfileRoutes } from './modules/practice-profile/index.js';
import { collectRoutes } from './security/route-table.js';
import { guardJsonBodies, rejectNulCharacters } from './lib/input-guard.js';
import { installForwardedForGuard, trustProxyOption } from './lib/trust-proxy.js';

/** Every feature's routes, mounted under /api. Add a feature here. */
const apiRoutes: RoutesPlugin[] = [
  authRoutes,
  passwordRoutes,
  permissionRoutes,
  outboxRoutes,
  notificationRoutes,
  formTemplateRoutes,
  planRoutes,
  companyRoutes,
  staffUserRoutes,
  financeRoutes,
  formRoutes,
  bucketRoutes,
  sendingRoutes,
  visitsRoutes,
  patientLinkRoutes,
  linkHandoffRoutes,
  patientCopyRoutes,
  kioskRoutes,
  uploadRoutes,
  reminderRoutes,
  submissionRoutes,
  submissionUploadRoutes,
  documentVerifyRoutes,
  clinicDashboardRoutes,
  frontDeskSettingsRoutes,
  companyUserRoutes,
  cardRoutes,
  publicPlanRoutes,
  signupRoutes,
  billingRoutes,
  clinicBillingRoutes,
  practiceProfileRoutes,
  auditLogRoutes,
  accountSecurityRoutes,
  emailChangeRoutes,
];

export interface AppDeps {
  config: Config;
  db: Db;
  /** Where queued mail and SMS go; tests pass one that reaches their own SMTP server. */
  transport: Transport;
  /** Where the log goes instead of stdout; the log-redaction test reads it. */
  logStream?: LogStream;
}

export async function buildApp({
  config,
  db,
  transport,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    // Keep a request's in-flight work when a client goes away; the shutdown waits for it.
    return503OnClosing: true,
  });
  // Checks without a message of their own (ids, paging) answer in our words, not zod's.
  installValidationMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installForwardedForGuard(app, config.trustProxy);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('storage', createStorage(config));
  app.decorate('cipher', loadCipher(config));
  const outbox = createOutboxWorker(db, transport, app.log, app.cipher);
  app.decorate('outbox', outbox);
  app.addHook('onClose', () => outbox.stop());
  const pdfWorker = createPdfWorker({ db, storage: app.storage, cipher: app.cipher }, app.log, {
    renderTimeoutMs: config.pdfRenderTimeoutMs,
  });
  app.decorate('pdfWorker', pdfWorker);
  app.addHook('onClose', () => pdfWorker.stop());
  // Re-seals data under old keys after a key rotation (issue 7): a duty of the job runner.
  const keyReseal = createResealWorker({ db, storage: app.storage, cipher: app.cipher }, app.log);
  app.decorate('keyReseal', keyReseal);
  app.addHook('onClose', () => keyReseal.stop());
  // Events, their handlers and the periodic duties (jobs/): main.ts starts them, tests drain.
  const jobs = createJobs(app, {
    // Embedded: only the server can re-seal (it holds the data directory). PostgreSQL with
    // configured keys: the operator runs `keys:rotate -- --reseal` once every instance has the key.
    resealInBackground: config.databaseUrl === undefined || !config.encryptionKey,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  installErrorHandler(app);
  installRateLimits(app, config);
  noStoreApiAnswers(app);
  collectRoutes(app);
  guardJsonBodies(app);
  rejectNulCharacters(app);

  // Stripe's card field is a script and an iframe from Stripe: allowed only when keys are set.
  const stripe = config.stripe ? ['https://js.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The web build's one inline script, by its hash (web-shell/inline-scripts.ts).
        scriptSrc: ["'self'", ...inlineScriptSources(config.webDist), ...stripe],
        frameSrc: ["'self'", ...stripe],
        // Mantine sets inline style attributes. The only inline script is the one above.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.trustProxy ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
  });

  await registerOpenApi(app, config);

  await app.register(
    async (api) => {
      await api.register(authHook, { db, config });
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const routes of apiRoutes) await typed.register(routes);
      // An unknown /api path is a JSON 404, never the web app's page.
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ message: messages.notFound }),
      );
    },
    { prefix: '/api' },
  );
  await app.register(async (root) => healthRoutes(root.withTypeProvider<ZodTypeProvider>()));

  serveWebApp(app, config.webDist, db);
  return app;
}

/** The built browser app, with every unknown path answered by index.html (client routing). */
function serveWebApp(app: FastifyInstance, webDist: string, db: Db): void {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    return;
  }
  void app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each asset (apps/web/vite.config.ts): phones on
    // slow networks get them without compressing per request.
    preCompressed: true,
    // Hashed file names change with their content: a year in the cache, never revalidated.
    // The plugin's own header is off so it cannot overwrite this one; other files (the favicon)
    // get none and the browser's heuristics apply.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      if (!filePath.startsWith(path.join(webDist, 'assets') + path.sep)) return;
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      // The body depends on Accept-Encoding (preCompressed): shared caches must keep them apart.
      reply.header('vary', 'accept-encoding');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(404).send({ message: messages.notFound });
    // Patient links are private: never indexed (the token is in the path). Referrer-Policy is
    // no-referrer on every answer already (helmet).
    if (/^\/(forms?-fill|reminders\/stop)\//.test(request.url)) {
      reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    } else {
      reply.header('cache-control', 'no-cache');
    }
    // A patient link's page comes with its practice and form drawn in (web-shell): it paints
    // before the JavaScript arrives on a slow phone.
    const token = request.method === 'GET' ? linkPageToken(request.url) : null;
    if (token)
      return sendLinkShell(reply, { db, shellFile: linkShellFile(webDist, request.url), token });
    // /landing and the legal pages come drawn in at build time (apps/web/build/prerender.ts).
    const page = prerenderedFile(webDist, request.url) ?? 'index.html';
    // cacheControl false: @fastify/static would otherwise replace ours with its own.
    return reply.sendFile(page, { cacheControl: false });
  });
}
