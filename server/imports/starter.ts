// How a bulk import's check and write are started (decision 086): as jobs on the queue, which any
// server takes and a crash retries, or, on a server without a queue (tools, some tests), at once in
// the background of this one.
import type { Db } from "../db/db.ts";
import { JOBS, type JobQueue } from "../jobs/jobs.ts";
import type { ProgrammeSettings } from "../ops/registry.ts";
import { checkImport, runImport, type ImportStarter } from "./bulkImport.ts";

/** `programme`: the settings the kinds' ops read when run here (people: the invitation's SMS); a job builds its own. */
export function importStarter(db: Db, jobs: JobQueue | undefined, onError: (e: unknown) => void, programme?: ProgrammeSettings): ImportStarter {
  const start = async (
    name: typeof JOBS.importCheck | typeof JOBS.importRun,
    id: number,
    inline: (db: Db, id: number, programme?: ProgrammeSettings) => Promise<void>,
  ) => {
    if (jobs) {
      await jobs.send(name, { id }, { singletonKey: `import:${id}` });
      jobs.wake(name);
      return;
    }
    void inline(db, id, programme).catch(onError);
  };
  return {
    check: (id) => start(JOBS.importCheck, id, checkImport),
    run: (id) => start(JOBS.importRun, id, runImport),
  };
}
