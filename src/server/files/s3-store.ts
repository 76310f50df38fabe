import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config.js';
import { isStorageKey, MissingFileBytes, type FileStore } from './store.js';

export function s3ClientFor(settings: S3Settings): S3Client {
  // On Node 20, which `engines` supports, the SDK writes a several-line notice about its future versions to stderr:
  // it is ours to act on through the lock file, and it would break the commands' one-line output and the JSON log.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Recent SDKs add CRC32 checksums to every call, which R2, B2, Garage and older SeaweedFS refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
  return key;
}

/**
 * Objects in one bucket, named by server-generated keys. PutObject answers once the object is stored, so the row
 * that points at it commits after it, as with the disk.
 */
export function s3FileStore(settings: S3Settings, client = s3ClientFor(settings)): FileStore {
  const Bucket = settings.bucket;
  const openRead = async (key: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) })).catch((error: unknown) => {
      throw (error as { name?: string }).name === 'NoSuchKey' ? new MissingFileBytes(key) : error;
    });
    return answer.Body as Readable;
  };
  return {
    location: `s3://${Bucket}`,
    async put(key, data, size) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: data,
          ContentLength: size ?? (data as Buffer).length,
        }),
      );
    },
    openRead,
    async read(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await openRead(key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key)) {
            yield { key: object.Key, size: object.Size ?? 0, storedAt: object.LastModified ?? new Date() };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
