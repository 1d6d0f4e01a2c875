import {
  subscriptionListResponseSchema,
  subscriptionQuerySchema,
  transactionListResponseSchema,
  transactionQuerySchema,
} from '@paperless/core';
import { authOf } from '../../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { listSubscriptions } from './subscriptions.js';
import { listTransactions } from './transactions.js';

const tags = ['finance'];
const permission = 'view_finance' as const;

export const transactionRoutes: RoutesPlugin = async (app) => {
  // The described client calls both paths for the same table.
  for (const url of ['/transactions/all', '/transactions/get']) {
    app.get(url, {
      config: { permission },
      schema: {
        tags,
        summary:
          'Transaction History: one row per client with its plan, dates, last month and status ' +
          '(a Sales Person always gets their own clients)',
        querystring: transactionQuerySchema,
        response: { 200: transactionListResponseSchema, ...errorResponses },
      },
      handler: async (request) => listTransactions(app.db, authOf(request), request.query),
    });
  }

  app.get('/subscription', {
    config: { permission },
    schema: {
      tags,
      summary: "Clients' subscriptions, by status and Sales Person",
      querystring: subscriptionQuerySchema,
      response: { 200: subscriptionListResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await listSubscriptions(app.db, authOf(request), request.query),
    }),
  });
};
