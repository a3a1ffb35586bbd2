// The server's half of delta sync (decision 050): a read op's rows, as the session may see them
// now, answered against what the device holds. Whatever op is asked, the rows are its own (scope,
// joins, labels), so a row that changed, left the person's scope or was deleted is a digest the
// device holds and the server does not: a removal; a row the device lacks is sent with its index.
import {
  decodeSketch,
  differences,
  listCheck,
  rowDigest,
  SKETCH_CELLS,
  SKETCH_TEXT,
  SYNC_VERSION,
  type SyncAnswer,
  type SyncRequest,
} from "../../src/codecs/sync.ts";

export interface Synced {
  rows: unknown[];
  sync: SyncAnswer;
}

/**
 * The answer to a refresh: the whole list (`full`) when the device holds nothing, speaks another
 * version, or differs by more than its sketch can tell; else the rows it lacks and the digests it
 * should drop.
 */
export function syncAnswer(rows: readonly unknown[], request: SyncRequest | null): Synced {
  const digests = rows.map(rowDigest);
  const n = rows.length;
  const check = listCheck(digests);
  const whole: Synced = { rows: [...rows], sync: { full: true, n, check } };
  if (request === null || request.v !== SYNC_VERSION || Math.abs(request.n - n) > SKETCH_CELLS) return whole;
  // only a sketch of the protocol's size: a larger one would cost the server its peeling
  const sketch = request.sketch.length <= SKETCH_TEXT ? decodeSketch(request.sketch) : null;
  const diff = sketch && sketch.length === SKETCH_CELLS * 4 ? differences(sketch, digests) : null;
  if (!diff) return whole;
  const wanted = new Set(diff.serverOnly);
  const at: number[] = [];
  const sent: unknown[] = [];
  digests.forEach((d, i) => {
    if (!wanted.delete(d)) return;
    at.push(i);
    sent.push(rows[i]);
  });
  return { rows: sent, sync: { full: false, n, check, at, removed: diff.deviceOnly } };
}
