import { formTemplateListSchema, formTemplateResponseSchema, ID_MAX } from '@paperless/core';
import { z } from 'zod';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { listTemplates, templateData } from './service.js';

export const formTemplateRoutes: RoutesPlugin = async (app) => {
  app.get('/form-templates', {
    config: { permission: 'manage_forms' },
    schema: {
      tags: ['forms'],
      summary: 'The patient form templates every clinic starts with',
      response: { 200: formTemplateListSchema, ...errorResponses },
    },
    handler: async () => ({ templates: listTemplates() }),
  });

  app.get('/form-templates/:id', {
    config: { permission: 'manage_forms' },
    schema: {
      tags: ['forms'],
      summary: 'One template with its sections, fields and legal text',
      params: z.object({ id: z.coerce.number().int().positive().max(ID_MAX) }),
      response: { 200: formTemplateResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: templateData(request.params.id) }),
  });
};
