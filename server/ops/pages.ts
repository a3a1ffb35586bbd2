// The page op of a windowed list (decision 092): the list's own op, run for the same session
// (scope, role, "today") with the list's params, its rows narrowed by the filters and search a
// screen applies on the device (src/codecs/window.ts, the same functions), one page of them. No
// SQL text comes from the client: filters name only the window's declared fields.
import type { Contract } from "../../src/codecs/contract.ts";
import { type ListWindow, type Page, type PageParams, pageOfRows } from "../../src/codecs/window.ts";
import { defineOp, type Op, OpError, rowsOf } from "./registry.ts";

export function pageOp<P, R>(
  page: Contract<string, PageParams<P>, Page<R>, false>,
  list: Contract<string, P, R, false> & { window: ListWindow<R> },
  listOp: Op,
): Op {
  return defineOp(page, async (ctx, p) => {
    const decoded = listOp.decode(p.params ?? {});
    if (!decoded.ok) throw new OpError(400, "bad_request", decoded.message);
    const rows = rowsOf(await listOp.run({ ...ctx, asText: false }, decoded.value)) as R[];
    return [pageOfRows(rows, list.window, p)];
  });
}
