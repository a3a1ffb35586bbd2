// /viewUploads (spec 2.17): the FCP's uploaded submission images ('Day-' plus the time), each with
// its receipt (the SHA-256's start, when it was taken and uploaded); an illustration when none.
import { useSelector } from "@xstate/react";
import { homeOf } from "../../codecs/session.ts";
import { uploadsSlot } from "../../codecs/upload.ts";
import { uploadListMachine } from "../../machines/uploadList.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useCachedList } from "../cachedList.ts";
import type { ViewUploadsParams } from "../../codecs/navParams.ts";
import type { ScreenProps } from "../routes.ts";
import { ViewUploadsView } from "./ViewUploadsView.tsx";

export default function ViewUploadsPage({ title }: ScreenProps<ViewUploadsParams>) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const list = useCachedList(uploadsSlot, uploadListMachine, "uploadList");
  return (
    <ViewUploadsView
      title={title}
      back={user?.role === "FCP" ? "/ettc-Upload" : user ? homeOf(user) : "/"}
      rows={list.rows}
      loading={list.loading}
      refreshing={list.refreshing}
      error={list.error}
      onRetry={list.onRetry}
      settled={!list.busy}
    />
  );
}
