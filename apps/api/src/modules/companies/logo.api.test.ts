import { type Company } from '@paperless/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blankPng, decoyPng } from '#test/factories/images.js';
import { bearer } from '#test/factories/users.js';
import { logoMessages } from './logo.js';
import { clientFormWorld, clientPayload, multipartBody } from '#test/factories/companies.js';

const t = clientFormWorld();

async function storeWithLogo(bytes: Uint8Array) {
  const body = await multipartBody(clientPayload(t.planId), { bytes, name: 'logo.png' });
  return t.app.inject({
    method: 'POST',
    url: '/api/company/store',
    headers: { ...bearer(t.admin), 'content-type': body.contentType },
    payload: body.body,
  });
}

const companies = async () => (await t.db.selectFrom('companies').select('id').execute()).length;

describe('logo uploads (security review II, finding 3)', () => {
  it('refuses the decoy-IHDR PNG bomb in well under a second, and stores nothing', async () => {
    const before = await companies();
    const bomb = decoyPng();
    const started = performance.now();
    const response = await storeWithLogo(bomb);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ logo: [logoMessages.type] });
    expect(await companies()).toBe(before);
  });

  it('refuses an honest 8000 × 8000 PNG by its pixel count', async () => {
    const response = await storeWithLogo(blankPng(8000, 8000));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ logo: [logoMessages.pixels] });
  });

  it('stores a re-encoded, bounded copy without the photo metadata, not the upload', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#2a7' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'Spy Cam', Artist: 'Jane Roe' } } })
      .toBuffer();
    const response = await storeWithLogo(photo);
    expect(response.statusCode, response.body).toBe(201);
    const logoUrl = response.json<{ data: Company }>().data.logo_url!;
    expect(logoUrl).toMatch(/^\/api\/logos\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(photo)).toBe(false);
    expect(served.rawPayload.includes('Spy Cam')).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([768, 512, undefined]);
  });
});
