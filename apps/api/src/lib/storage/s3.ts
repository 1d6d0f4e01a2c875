import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import { isStorageKey, newKey, type Storage } from './keys.js';

export type S3Settings = NonNullable<Config['s3']>;

/**
 * One bucket, under S3_PREFIX, by object name. Names are not checked here: the stores and the
 * migration only pass storage keys or the reserved `.paperless/` names (bucket-check.ts).
 */
export interface Bucket {
  readonly settings: S3Settings;
  /** null when there is no such object; any other failure throws. */
  read(name: string): Promise<Buffer | null>;
  write(name: string, bytes: Uint8Array): Promise<void>;
  exists(name: string): Promise<boolean>;
  remove(name: string): Promise<void>;
  /** Every object name under the prefix, the prefix taken off. */
  names(): AsyncIterable<string>;
  close(): void;
}

export function openBucket(settings: S3Settings): Bucket {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them: many S3-compatible servers refuse the newer
    // default trailers, and our own files carry their SHA-256 (migrate verifies by it).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A silent endpoint must fail the start or the request, not hang it.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 60_000,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = settings.bucket;
  const Key = (name: string) => settings.prefix + name;
  return {
    settings,
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: Key(name) }));
        if (!object.Body) return Buffer.alloc(0);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async write(name, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: Key(name), Body: bytes }));
    },
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: Key(name) }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(name) }));
    },
    async *names() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key?.startsWith(settings.prefix))
            yield object.Key.slice(settings.prefix.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}

/**
 * S3 says NoSuchKey (GET) or a bare 404 (HEAD) for a missing object. A missing bucket is a
 * 404 too, but a broken installation, not a missing file: it throws (HEAD cannot tell the two
 * apart; the start check has made sure the bucket is there).
 */
function isMissingObject(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = error instanceof Error ? error.name : '';
  return name === 'NoSuchKey' || (status === 404 && name !== 'NoSuchBucket');
}

/** The Storage of the app on a bucket: same keys, same promises as the disk store. */
export function s3Storage(bucket: Bucket): Storage {
  return {
    async put(prefix, extension, bytes) {
      const key = newKey(prefix, extension);
      // One PUT is atomic in S3: readers see no object or the whole one.
      await bucket.write(key, bytes);
      return key;
    },
    async get(key) {
      return isStorageKey(key) ? bucket.read(key) : null;
    },
    async replace(key, bytes) {
      if (!isStorageKey(key) || !(await bucket.exists(key))) return false;
      // Not conditional (s3rver, and older S3-compatible servers, ignore If-Match): an object
      // deleted between the HEAD and the PUT would come back. The app deletes only uploads no
      // submission kept, which nothing replaces: only key rotation racing the sweep, or an
      // operator deleting by hand at that very moment, could see it.
      await bucket.write(key, bytes);
      return true;
    },
    async remove(key) {
      // S3's delete of a missing object succeeds.
      if (isStorageKey(key)) await bucket.remove(key);
    },
    async *list() {
      for await (const name of bucket.names()) if (isStorageKey(name)) yield name;
    },
  };
}
