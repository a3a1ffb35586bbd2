// A local S3-protocol server for the storage tests (s3rver on a free port, its objects in a
// temporary folder removed at the end), and the S3 store of the app pointed at it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { objectStore, type ObjectStore, type S3Settings } from "../../server/files/objectStore.ts";

export interface LocalS3 {
  settings: S3Settings;
  store: ObjectStore;
  /** The keys of the objects in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

// the SDK's notice that its releases after January 2027 need Node 22 (decision 049 says so), once per test file is noise
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export async function startLocalS3(bucket = "fieldops-files"): Promise<LocalS3> {
  const dir = mkdtempSync(join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  // s3rver checks signatures with its own fixed key pair
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  };
  const store = objectStore(settings);
  return {
    settings,
    store,
    async keys() {
      const out: string[] = [];
      for await (const o of store.list()) out.push(o.key);
      return out.sort();
    },
    async close() {
      store.client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
