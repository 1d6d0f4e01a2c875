import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

// Path segments that are secrets (set-password and patient-link tokens, 43 base64url chars;
// reminder-stop tokens, `<link id>.<64 hex>`).
const TOKEN_SEGMENT = /\/[A-Za-z0-9_.-]{32,}(?=\/|\?|$)/g;

/** Request URLs with any token masked, so a log never holds a working link. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  return path.replace(TOKEN_SEGMENT, '/[token]') + (query === undefined ? '' : '?[query]');
}

/**
 * Masks tokens and query strings inside free text: Fastify writes some URLs into its messages
 * ("Route GET:/form-fill/<token> not found"), where the req serializer cannot reach them.
 */
export function redactText(text: string): string {
  return text.replace(/\?[^\s"']*/g, '?[query]').replace(/[A-Za-z0-9_-]{32,}/g, '[token]');
}

/** Where pino writes (stdout unless given): anything with write(line). */
export interface LogStream {
  write(line: string): void;
}

/**
 * pino through Fastify. Logs carry method, masked URL, status and timing; never bodies,
 * headers with credentials, query strings or patient data.
 */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg: unknown) =>
          typeof arg === 'string' ? redactText(arg) : arg,
        );
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
      }),
    },
  };
}
