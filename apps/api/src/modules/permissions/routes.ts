import { permissionsResponseSchema } from '@paperless/core';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';

export const permissionRoutes: RoutesPlugin = async (app) => {
  app.get('/permissions', {
    schema: {
      tags: ['roles'],
      summary: 'Every permission a role can be given',
      response: { 200: permissionsResponseSchema, ...errorResponses },
    },
    handler: async () => ({
      permissions: await app.db
        .selectFrom('permissions')
        .select(['id', 'key', 'name'])
        .orderBy('id')
        .execute(),
    }),
  });
};
