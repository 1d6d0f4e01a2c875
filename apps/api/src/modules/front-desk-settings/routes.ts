import { ID_MAX, frontDeskSettingsResponseSchema, frontDeskSettingsSchema } from '@paperless/core';
import { z } from 'zod';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { getFrontDeskSettings, updateFrontDeskSettings } from './service.js';

const tags = ['front desk'];
const companyId = z.coerce.number().int().positive().max(ID_MAX).optional();

/** The clinic's day in Settings: its time zone and reminder schedule (issue 16). */
export const frontDeskSettingsRoutes: RoutesPlugin = async (app) => {
  app.get('/company/front-desk', {
    // Every clinic user sees the hours reminders go out in; provider staff name the company.
    config: { permission: 'manage_forms' },
    schema: {
      tags,
      summary: "A clinic's time zone and reminder schedule (the default while it chose none)",
      querystring: z.object({ company_id: companyId }),
      response: { 200: frontDeskSettingsResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await getFrontDeskSettings(app.db, authOf(request), request.query.company_id),
    }),
  });

  app.put('/company/front-desk', {
    // The owner's settings (Client Admin); provider staff change the zone in the client form.
    config: { permission: 'manage_company_users' },
    schema: {
      tags,
      summary:
        "Save a clinic's time zone and reminder schedule; the open links' reminders are re-planned",
      body: frontDeskSettingsSchema.extend({ company_id: companyId }),
      response: { 200: frontDeskSettingsResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { company_id, ...settings } = request.body;
      const ctx = { db: app.db, auth: authOf(request), actor: actorOf(request) };
      return { data: await updateFrontDeskSettings(ctx, company_id, settings) };
    },
  });
};
