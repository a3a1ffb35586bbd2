// /lead?id= hosted (decision 042): one of the FCP's leads from the cached list (shown at once,
// offline too, then fetched again on every opening): its details, how it moved and, once found, its
// forms (./forms.tsx: the write flow, started with them as before). A failed load loads again when
// the connection comes back.
import type * as t from "io-ts";
import { leadsSlot } from "../../codecs/lead.ts";
import type { HpaParams } from "../../codecs/navParams.ts";
import { leadListMachine } from "../../machines/leadList.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { keptError, listLoad, rowsOf } from "../lists.ts";
import { LeadForms } from "./forms.tsx";
import { LeadView } from "./LeadView.tsx";

export default hosted<ScreenProps<t.TypeOf<typeof HpaParams>>>()({
  flows: {
    list: flow({ machine: leadListMachine, key: "leadDetails", input: (h) => ({ hasCached: rowsOf(h, leadsSlot).length > 0, fresh: false }) }),
  },
  select: (s) => {
    const rows = rowsOf(s, leadsSlot);
    const { snap, send } = s.flows.list;
    return {
      title: s.props.title,
      lead: rows.find((r) => r.id === s.props.params.id) ?? null,
      load: listLoad(s, snap, rows.length, keptError(snap), leadsSlot, () => send({ type: "list.retry" })),
      busy: snap.hasTag("loading"),
      failed: snap.matches("failed"),
      Forms: LeadForms,
    };
  },
  View: LeadView,
  onReconnect: ({ flows: { list } }) => {
    if (keptError(list.snap) !== null) list.send({ type: "list.retry" });
  },
});
