import { messageResponseSchema, notificationsResponseSchema } from '@paperless/core';
import { sql } from 'kysely';
import { authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';

const SHOWN = 20;

export const notificationRoutes: RoutesPlugin = async (app) => {
  app.get('/notifications', {
    schema: {
      tags: ['notifications'],
      summary: "The signed-in user's latest notifications and their unread count (the bell)",
      response: { 200: notificationsResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const userId = authOf(request).user.id;
      const mine = app.db.selectFrom('notifications').where('user_id', '=', userId);
      const [rows, unread] = await Promise.all([
        mine
          .select(['id', 'title', 'body', 'read_at', 'created_at'])
          .orderBy('id', 'desc')
          .limit(SHOWN)
          .execute(),
        mine
          .where('read_at', 'is', null)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        data: rows.map((r) => ({
          id: r.id,
          title: r.title,
          body: r.body,
          read: r.read_at !== null,
          created_at: r.created_at.toISOString(),
        })),
        unread: Number(unread.n),
      };
    },
  });

  app.post('/notifications/read-all', {
    schema: {
      tags: ['notifications'],
      summary: "Mark all the signed-in user's notifications as read",
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      await app.db
        .updateTable('notifications')
        .set({ read_at: sql<Date>`now()` })
        .where('user_id', '=', authOf(request).user.id)
        .where('read_at', 'is', null)
        .execute();
      return { message: 'All notifications marked as read.' };
    },
  });
};
