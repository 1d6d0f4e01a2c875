import {
  messageResponseSchema,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  notificationsResponseSchema,
} from '@paperless/core';
import { sql } from 'kysely';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { notificationSettings, saveNotificationSettings } from './settings.js';

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
          .select(['id', 'title', 'body', 'read_at', 'created_at', 'link_path'])
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
          link_path: r.link_path,
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

  app.get('/me/notification-settings', {
    schema: {
      tags: ['notifications'],
      summary: 'How the signed-in user hears of completed links by e-mail',
      response: { 200: notificationSettingsResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await notificationSettings(app.db, authOf(request).user.id),
    }),
  });

  app.put('/me/notification-settings', {
    schema: {
      tags: ['notifications'],
      summary: 'Choose e-mails for completed links: each at once, a daily digest, or none',
      body: notificationSettingsSchema,
      response: { 200: notificationSettingsResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await saveNotificationSettings({
        db: app.db,
        actor: actorOf(request),
        userId: authOf(request).user.id,
        settings: request.body,
      }),
    }),
  });
};
