import { companyMessages, LOGO_MAX_BYTES } from '@paperless/core';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { cleanImage, ImageRefused } from '../../lib/image.js';
import type { TypedApp } from '../../lib/route-kit.js';

export const logoMessages = {
  type: 'The logo must be a PNG, JPEG or WebP image.',
  size: 'The logo must be at most 2 MB.',
  pixels: 'The logo must be at most 16 megapixels (for example 4000 × 4000).',
} as const;

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * Checks an uploaded logo and stores a clean copy (lib/image.ts: decoded under the pixel cap,
 * shrunk, metadata dropped), never the uploaded file; answers the storage key.
 */
export async function storeLogo(app: TypedApp, logo: unknown): Promise<string> {
  if (!Buffer.isBuffer(logo)) throw AppError.field('logo', logoMessages.type);
  if (logo.length > LOGO_MAX_BYTES) throw AppError.field('logo', logoMessages.size);
  try {
    const clean = await cleanImage(logo, 'logo');
    return await app.storage.put('logos', clean.extension, clean.bytes);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    const message = error.reason === 'pixels' ? logoMessages.pixels : logoMessages.type;
    throw AppError.field('logo', message);
  }
}

/**
 * Logos are public: patients see them on their form links. The key is random (128 bits), so
 * the address reveals nothing and cannot be guessed from a company id.
 */
export async function logoRoutes(app: TypedApp) {
  app.get('/logos/:file', {
    config: { public: true },
    schema: {
      tags: ['clients'],
      summary: "A client's logo",
      params: z.object({ file: z.string().regex(/^[0-9a-f]{32}\.(png|jpg|webp)$/) }),
      produces: ['image/png', 'image/jpeg', 'image/webp'],
    },
    handler: async (request, reply) => {
      const bytes = await app.storage.get(`logos/${request.params.file}`);
      if (!bytes) throw new AppError('not_found', companyMessages.notFound);
      const extension = request.params.file.split('.').pop()!;
      return reply
        .header('content-type', MIME[extension])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  });
}
