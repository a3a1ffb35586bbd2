// A database of a bench's own on PostgreSQL: made on a throwaway cluster (scripts/pgcluster.mjs),
// or on DATABASE_URL's server, where it is dropped at the end. Used by bench:server and
// bench:lifecycle.
import pg from "pg";
import { startCluster } from "../scripts/pgcluster.mjs";

export interface BenchDatabase {
  /** the database's URL */
  url: string;
  /** PostgreSQL's version, for the figures' heading */
  version: string;
  /** drops the database (or stops the throwaway cluster) */
  drop(): Promise<void>;
}

export async function benchDatabase(prefix: string): Promise<BenchDatabase> {
  const cluster = process.env.DATABASE_URL ? null : await startCluster();
  const base = process.env.DATABASE_URL ?? cluster?.url;
  if (!base) throw new Error("no PostgreSQL: set DATABASE_URL or install postgresql");
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const name = `${prefix}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const version = (await admin.query<{ server_version: string }>("SHOW server_version")).rows[0]!.server_version;
  return {
    url: url.toString(),
    version,
    async drop() {
      try {
        if (!cluster) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end().catch(() => {});
        cluster?.stop();
      }
    },
  };
}
