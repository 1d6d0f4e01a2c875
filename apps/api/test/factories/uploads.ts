import type { CustomFormFieldInput } from '@paperless/core';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFStream,
  PDFString,
  StandardFonts,
  type PDFPage,
} from '@cantoo/pdf-lib';
import sharp from 'sharp';
import type { Db } from '../../src/db/database.js';
import { sealedKeyId, type Cipher } from '../../src/lib/crypto.js';
import type { Storage } from '../../src/lib/storage.js';
import { customForm } from './patient-links.js';
import { cleanUpload } from '../../src/modules/uploads/clean.js';

/** Test helpers: files as phones and scanners send them, and a form that asks for them. */

/** A form with one required photo question, a text question and an optional PDF question. */
export const fileFormFields: CustomFormFieldInput[] = [
  {
    name: 'card_front',
    label: 'Insurance card (front)',
    type: 'file',
    input_type: 'file',
    is_required: 1,
  },
  { name: 'carrier', label: 'Carrier', type: 'input', input_type: 'text', is_required: 0 },
  { name: 'referral', label: 'Referral letter', type: 'file', input_type: 'file', is_required: 0 },
];

export const fileForm = (db: Db, companyId: number, fields = fileFormFields) =>
  customForm(db, companyId, fields);

/** A camera-like JPEG: noisy pixels, with the camera's make and a GPS position in its EXIF. */
export async function gpsJpeg(width = 1200, height = 800): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 0/1' },
    })
    .toBuffer();
}

/** A PNG with transparency (a scan with a clear background): kept as PNG. */
export const clearPng = () =>
  sharp({
    create: {
      width: 300,
      height: 200,
      channels: 4,
      background: { r: 0, g: 80, b: 160, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();

export const webp = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0ffee' } })
    .webp()
    .toBuffer();

/** A PDF of `pages` pages with text, a link annotation and a script run when it opens. */
export async function letterPdf(pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Referral letter page ${i}`, { x: 72, y: 700, size: 14, font });
  }
  const script = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  doc.catalog.set(PDFName.of('OpenAction'), script);
  return doc.save();
}

/** The image XObjects a page draws. */
export function imagesOn(page: PDFPage): number {
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return 0;
  return xobjects
    .keys()
    .map((key) => xobjects.lookup(key))
    .filter(
      (x) => x instanceof PDFStream && x.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;
}

export function upload(
  app: FastifyInstance,
  token: string,
  field: string,
  body: Uint8Array | string,
  contentType: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/public/links/${token}/uploads`,
    query: { field },
    headers: { 'content-type': contentType },
    payload: Buffer.from(body),
  });
}

/** Uploads a file and answers its id (the test fails loudly when the upload is refused). */
export async function uploadId(
  app: FastifyInstance,
  token: string,
  field: string,
  body: Uint8Array,
  contentType: string,
): Promise<string> {
  const response = await upload(app, token, field, body, contentType);
  if (response.statusCode !== 201)
    throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { upload_id: string } }>().data.upload_id;
}

/**
 * An upload kept and bound to an existing submission without the patient's flow (the security
 * suites' clinic B, whose submission answers a template): cleaned, sealed and stored as the
 * route keeps one.
 */
export async function keepUpload(
  deps: { db: Db; cipher: Cipher; storage: Storage },
  target: {
    linkId: string | number;
    companyId: number;
    formId: number;
    submissionId: string | number;
  },
): Promise<string> {
  const clean = await cleanUpload(await gpsJpeg(400, 300), 'image/jpeg');
  const sealed = deps.cipher.encryptBytes(clean.bytes);
  const id = randomUUID();
  await deps.db
    .insertInto('form_uploads')
    .values({
      id,
      link_id: target.linkId,
      company_id: target.companyId,
      form_id: target.formId,
      field: 'photo_id',
      mime: clean.mime,
      bytes: clean.bytes.length,
      width: clean.width,
      height: clean.height,
      pages: null,
      sha256: clean.sha256,
      storage_key: await deps.storage.put('uploads', clean.extension, sealed),
      key_id: sealedKeyId(sealed)!,
      submission_id: target.submissionId,
    })
    .execute();
  return id;
}
