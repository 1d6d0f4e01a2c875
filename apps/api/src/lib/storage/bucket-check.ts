import { randomBytes } from 'node:crypto';
import type { Bucket, S3Settings } from './s3.js';

/** Object names no storage key can take (keys have no dot first): the app's own notes. */
export const RESERVED_PREFIX = '.paperless/';

/**
 * Proves the bucket works as the app will use it, before the first patient needs it: it is
 * there and takes these credentials, a missing object answers "no such key" (not "access
 * denied", which would turn every missing file into a 500), and an object can be written, read
 * back whole and deleted. Throws an Error whose message names the setting to correct.
 */
export async function checkBucket(bucket: Bucket): Promise<void> {
  const { settings } = bucket;
  const probe = `${RESERVED_PREFIX}start-check-${randomBytes(8).toString('hex')}`;
  const bytes = randomBytes(64);
  // A GET first: unlike a HEAD its answer names the error (NoSuchBucket, InvalidAccessKeyId...).
  await step(settings, 'reading an object that does not exist', async () => {
    if ((await bucket.read(probe)) !== null) throw new Error('it answered with data');
  });
  await step(settings, 'writing a test object', () => bucket.write(probe, bytes));
  await step(settings, 'reading the test object back', async () => {
    const back = await bucket.read(probe);
    if (!back?.equals(bytes)) throw new Error('the bytes read back differ from those written');
  });
  await step(settings, 'deleting the test object', () => bucket.remove(probe));
}

async function step(settings: S3Settings, doing: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    throw new Error(describeS3Failure(error, settings, doing), { cause: error });
  }
}

const CREDENTIALS_REFUSED = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidToken',
  'ExpiredToken',
]);

/** What went wrong, in the words of the settings an operator can change. */
export function describeS3Failure(error: unknown, settings: S3Settings, doing?: string): string {
  const where = settings.endpoint
    ? `S3_ENDPOINT ${settings.endpoint}`
    : `AWS S3 (S3_REGION ${settings.region})`;
  const bucket = `S3_BUCKET "${settings.bucket}"`;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  // A HEAD's error has no body: the SDK calls it Unknown; the status says more.
  const raw = error instanceof Error ? error.name : 'Error';
  const name = raw === 'Unknown' || raw === 'Error' ? `HTTP ${status ?? 'error'}` : raw;
  const message = error instanceof Error ? error.message : String(error);
  if (status === undefined) {
    return `${bucket} is not reachable at ${where}: ${message}. Check S3_ENDPOINT and that the storage server is up.`;
  }
  if (name === 'NoSuchBucket' || (status === 404 && name !== 'NoSuchKey')) {
    return `${bucket} is not reachable at ${where}: NoSuchBucket. Create the bucket, or correct S3_BUCKET.`;
  }
  if (CREDENTIALS_REFUSED.has(name) || (status === 403 && name !== 'AccessDenied')) {
    return (
      `S3 credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) were refused by ${where} for ${bucket}: ` +
      `${name}. Check both keys.`
    );
  }
  if (name === 'AccessDenied') {
    return (
      `S3 credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) may not use ${bucket} at ${where}: ` +
      'AccessDenied. They need to list the bucket (s3:ListBucket, so a missing file answers ' +
      '"not found") and to read, write and delete its objects (s3:GetObject, s3:PutObject, s3:DeleteObject).'
    );
  }
  if (status === 301 || name === 'PermanentRedirect' || name === 'AuthorizationHeaderMalformed') {
    return `${bucket} is in another region than S3_REGION ${settings.region} (${name}): set S3_REGION to the bucket's region.`;
  }
  const what = doing ? ` while ${doing}` : '';
  return `${bucket} at ${where} failed${what}: ${name} (HTTP ${status}): ${message}`;
}
