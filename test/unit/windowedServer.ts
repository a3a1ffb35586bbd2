// A fake server for a screen test of a windowed list (decision 092): the signed-in `user`; the
// list's load answers the device's rows `held` as a window of `total`; its page op (`<op>.page`)
// answers `page` (of `pageTotal`, `total` by default) while `online`, else a network error; every
// page's params are kept in `pages`.
import { type FakeRequest, fakeFetch } from "../../src/effects/fakes.ts";

export function windowedServer<R>(user: unknown, o: { op: string; held: R[]; total: number; page: R[]; pageTotal?: number }) {
  const s = { online: true, pages: [] as unknown[] };
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => {
      const b = req.body as { op: string; params: unknown };
      if (b.op === o.op) return { status: 200, body: { rows: o.held, sync: { full: true, n: o.held.length, check: "x", total: o.total } } };
      if (b.op === `${o.op}.page`) {
        s.pages.push(b.params);
        return s.online ? { status: 200, body: { rows: [{ total: o.pageTotal ?? o.total, offset: 0, rows: o.page }] } } : "network-error";
      }
      return { status: 200, body: { rows: [] } };
    },
  });
  return Object.assign(s, { fetch });
}
