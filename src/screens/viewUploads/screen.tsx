// /viewUploads hosted (spec 2.17): the FCP's uploaded submission images ('Day-' plus the time), each
// with its receipt (the SHA-256's start, when it was taken and uploaded); an illustration when none.
import type { ViewUploadsParams } from "../../codecs/navParams.ts";
import { homeOf } from "../../codecs/session.ts";
import { uploadsSlot } from "../../codecs/upload.ts";
import { uploadListMachine } from "../../machines/uploadList.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { ViewUploadsView } from "../../views/uploads/ViewUploadsView.tsx";
import { hosted } from "../host.tsx";
import { cachedListFlow, cachedListOf, retryCachedList } from "../lists.ts";

type Props = ScreenProps<ViewUploadsParams>;

export default hosted<Props>()({
  flows: { list: cachedListFlow<Props>(uploadsSlot, uploadListMachine, "uploadList") },
  select: (s) => {
    const list = cachedListOf(s, s.flows.list, uploadsSlot);
    return {
      title: s.props.title,
      back: s.user?.role === "FCP" ? "/ettc-Upload" : s.user ? homeOf(s.user) : "/",
      rows: list.rows,
      loading: list.loading,
      refreshing: list.refreshing,
      error: list.error,
      onRetry: list.onRetry,
      settled: !list.busy,
    };
  },
  View: ViewUploadsView,
  onReconnect: (s) => retryCachedList(s.flows.list),
});
