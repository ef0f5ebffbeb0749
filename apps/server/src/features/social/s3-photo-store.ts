import { AwsClient } from 'aws4fetch';

import type { PhotoStore } from './photo-store';

/**
 * Post photos in an S3-compatible bucket (path-style URLs, so MinIO and
 * other self-hosted stores work as well as AWS): `<id>-<variant>.webp`.
 */
export function createS3PhotoStore(options: {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): PhotoStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = options.endpoint.replace(/\/+$/, '');
  const urlFor = (key: string) =>
    `${base}/${encodeURIComponent(options.bucket)}/${key}`;

  async function send(method: string, key: string, body?: Buffer) {
    const response = await client.fetch(urlFor(key), {
      method,
      body,
      headers: body ? { 'content-type': 'image/webp' } : undefined,
    });
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 ${method} ${key} answered ${response.status}`);
    }
    return response;
  }

  return {
    async save(id, photo) {
      await Promise.all([
        send('PUT', `${id}-large.webp`, photo.large),
        send('PUT', `${id}-thumb.webp`, photo.thumb),
      ]);
    },
    async read(id, variant) {
      const response = await send('GET', `${id}-${variant}.webp`);
      if (response.status === 404) return undefined;
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(ids) {
      await Promise.all(
        ids.flatMap((id) => [
          send('DELETE', `${id}-large.webp`),
          send('DELETE', `${id}-thumb.webp`),
        ]),
      );
    },
  };
}
