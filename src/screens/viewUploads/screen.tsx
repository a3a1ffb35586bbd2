// /viewUploads hosted (spec 2.17): the FCP's uploaded submission images ('Day-' plus the time), each
// with its receipt (its file's name, when it was taken and uploaded; decision 105); an illustration when none.
// The phone holds the latest 500 (decision 092): the rest come from the server a page at a time
// after the phone's (the uploadPages flow, op uploads.mine.page), added below them.
import type { ViewUploadsParams } from "../../codecs/navParams.ts";
import { homeOf } from "../../codecs/session.ts";
import { type UploadRow, uploadsSlot } from "../../codecs/upload.ts";
import { uploadListMachine } from "../../machines/uploadList.machine.ts";
import { uploadPagesMachine } from "../../machines/uploadPages.machine.ts";
import { totalOf } from "../../store/state.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { ViewUploadsView } from "../../views/uploads/ViewUploadsView.tsx";
import { flow, hosted, type Running } from "../host.tsx";
import { cachedListFlow, cachedListOf, retryCachedList } from "../lists.ts";
import { serverAt, sourceOf } from "../windowSource.ts";

type Props = ScreenProps<ViewUploadsParams>;

/** How many older uploads one "Show more from the server" brings. */
const PAGE = 100;

/** Where the images shown come from (decision 092): the phone's latest, the server's older ones after them, asking, offline, failed. */
function sourceOfPages({ snap, send }: Running<typeof uploadPagesMachine>, held: number, total: number | undefined) {
  const { page, pageError } = snap.context;
  return sourceOf(
    { at: serverAt(snap.value), page, pageError, more: snap.can({ type: "server.more" }) },
    // from the phone's rows, the first page starts after them
    { held, total, onDevice: held, send, from: held, onRest: () => send({ type: "server.ask", query: { limit: PAGE, start: held } }) },
  );
}

export default hosted<Props>()({
  flows: {
    list: cachedListFlow<Props>(uploadsSlot, uploadListMachine, "uploadList"),
    pages: flow({ machine: uploadPagesMachine, key: "uploadPages" }),
  },
  select: (s) => {
    const list = cachedListOf(s, s.flows.list, uploadsSlot);
    const page = s.flows.pages.snap.context.page;
    // the server's older uploads after the phone's (one uploaded meanwhile may be in both: shown once)
    const held = new Set(list.rows.map((r) => r.id));
    const rows: readonly UploadRow[] = page ? [...list.rows, ...page.rows.filter((r) => !held.has(r.id))] : list.rows;
    return {
      title: s.props.title,
      back: s.user?.role === "FCP" ? "/ettc-Upload" : s.user ? homeOf(s.user) : "/",
      rows,
      loading: list.loading,
      refreshing: list.refreshing,
      error: list.error,
      onRetry: list.onRetry,
      settled: !list.busy,
      source: sourceOfPages(s.flows.pages, list.rows.length, totalOf(s.state, uploadsSlot)),
    };
  },
  View: ViewUploadsView,
  onReconnect: (s) => {
    retryCachedList(s.flows.list);
    if (s.flows.pages.snap.matches("offline")) s.flows.pages.send({ type: "server.retry" });
  },
});
