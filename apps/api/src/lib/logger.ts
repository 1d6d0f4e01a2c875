import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

// Path segments that are secrets (set-password and patient-link tokens, 43 base64url chars).
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{32,}(?=\/|\?|$)/g;

/** Request URLs with any token masked, so a log never holds a working link. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  return path.replace(TOKEN_SEGMENT, '/[token]') + (query === undefined ? '' : '?[query]');
}

/**
 * pino through Fastify. Logs carry method, masked URL, status and timing; never bodies,
 * headers with credentials, query strings or patient data.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
      }),
    },
  };
}
