/** A real S3-compatible server for tests (s3rver: the S3 REST API over files in a temp folder), on a loopback port. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The STORAGE=s3 environment for a Podium server using this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed development credentials. */
const ACCESS_KEY = 'S3RVER';

/** Starts the store with one empty bucket. */
export async function startTestS3(bucket = 'podium-media'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'podium-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await s3.run();
  // A store shared by a test file's servers must not keep its worker alive after the last test.
  (s3 as unknown as { httpServer?: { unref(): void } }).httpServer?.unref();
  return {
    env: {
      STORAGE: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
