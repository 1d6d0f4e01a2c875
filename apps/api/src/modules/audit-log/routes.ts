import {
  auditLogActionsResponseSchema,
  auditLogFilterSchema,
  auditLogListResponseSchema,
  auditLogQuerySchema,
} from '@paperless/core';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { listActions } from './queries.js';
import { exportAuditLog, listAuditLog } from './service.js';

const tags = ['audit-log'];
const permission = 'view_audit_log';

/** The audit log (issue 7): provider staff see every company, a clinic owner their own. */
export const auditLogRoutes: RoutesPlugin = async (app) => {
  app.get('/audit-log', {
    config: { permission },
    schema: {
      tags,
      summary: 'Audit log entries, newest first, filtered by user, company, action and dates',
      querystring: auditLogQuerySchema,
      response: { 200: auditLogListResponseSchema, ...errorResponses },
    },
    handler: async (request) =>
      listAuditLog({ db: app.db, auth: authOf(request), actor: actorOf(request) }, request.query),
  });

  app.get('/audit-log/export.csv', {
    config: { permission },
    schema: {
      tags,
      summary: 'The filtered audit log as CSV (newest first, at most 100,000 rows)',
      querystring: auditLogFilterSchema,
      produces: ['text/csv'],
      response: { 200: z.any().describe('CSV with a header row'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const lines = await exportAuditLog(
        { db: app.db, auth: authOf(request), actor: actorOf(request) },
        request.query,
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
  });

  app.get('/audit-log/actions', {
    config: { permission },
    schema: {
      tags,
      summary: 'Every action name in the log, for the action filter',
      response: { 200: auditLogActionsResponseSchema, ...errorResponses },
    },
    handler: async () => ({ actions: await listActions(app.db) }),
  });
};
