import { uploadMessages } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { linkUploader } from './linkUploads';

const TOKEN = 'tok_upload';
const stored = {
  upload_id: '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f',
  mime: 'image/jpeg',
  bytes: 48_213,
  width: 1200,
  height: 760,
  pages: null,
};
const send = () =>
  linkUploader(TOKEN)(
    'card_front',
    new File(['jpeg'], 'card.jpg', { type: 'image/jpeg' }),
    new AbortController().signal,
  );

// The answer's check (core's uploadResponseSchema) loads with the upload, off the first load;
// it must still run on every answer.
describe('linkUploader', () => {
  it("answers the stored copy's facts, read with core's schema", async () => {
    stubApi({ [`POST /api/public/links/${TOKEN}/uploads`]: () => json(201, { data: stored }) });
    await expect(send()).resolves.toEqual(stored);
  });

  it('refuses an answer the schema does not accept, as a file that could not be read', async () => {
    const { upload_id: _dropped, ...noId } = stored;
    stubApi({ [`POST /api/public/links/${TOKEN}/uploads`]: () => json(201, { data: noId }) });
    await expect(send()).rejects.toThrow(uploadMessages.unreadable);
  });
});
