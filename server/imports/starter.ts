// How a bulk import's check and write are started (decision 086): as jobs on the queue, which any
// server takes and a crash retries, or, on a server without a queue (tools, some tests), at once in
// the background of this one.
import type { Db } from "../db/db.ts";
import { JOBS, type JobQueue } from "../jobs/jobs.ts";
import { checkImport, runImport, type ImportStarter } from "./bulkImport.ts";

export function importStarter(db: Db, jobs: JobQueue | undefined, onError: (e: unknown) => void): ImportStarter {
  const start = async (name: typeof JOBS.importCheck | typeof JOBS.importRun, id: number, inline: (db: Db, id: number) => Promise<void>) => {
    if (jobs) {
      await jobs.send(name, { id }, { singletonKey: `import:${id}` });
      jobs.wake(name);
      return;
    }
    void inline(db, id).catch(onError);
  };
  return {
    check: (id) => start(JOBS.importCheck, id, checkImport),
    run: (id) => start(JOBS.importRun, id, runImport),
  };
}
