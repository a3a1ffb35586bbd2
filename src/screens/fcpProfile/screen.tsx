// /viewFCP and /myFCP (a CMDI's or an AMMD's FCP, by id) and /profile (the FCP's own record, no
// id), hosted: the record, workshops and uploads of one FCP, loaded by the fcpProfile flow (one
// per FCP: `fcpProfile:<id>`, the FCP's own `fcpProfile:own`). Another's id is 'not found' (the
// server answers 404). Back: the manager's list of FCPs, the FCP's home.
import { type FcpParams, navHref, workshopLink } from "../../codecs/navParams.ts";
import { homeOf } from "../../codecs/session.ts";
import { fcpProfileMachine } from "../../machines/fcpProfile.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { Gallery } from "../gallery/gallery.tsx";
import { flow, type HostInput, hosted } from "../host.tsx";
import { FcpProfileView } from "./FcpProfileView.tsx";

type Props = ScreenProps<FcpParams | Record<string, never>>;

/** The FCP's id from the link (/myFCP, /viewFCP); null on /profile, the FCP's own. */
const idOf = (h: HostInput<Props>): number | null => ("id" in h.props.params ? h.props.params.id : null);

const Hosted = hosted<Props>()({
  flows: {
    profile: flow({
      machine: fcpProfileMachine,
      key: (h) => `fcpProfile:${idOf(h) ?? "own"}`,
      input: (h) => ({ id: idOf(h) }),
    }),
  },
  select: (s) => {
    const { snap, send } = s.flows.profile;
    const own = idOf(s) === null;
    const source = s.user?.role === "AMMD" ? "ammd" : s.user?.role === "CMDI" ? "cmdi" : "fcp";
    return {
      title: s.props.title,
      back: own ? (s.user ? homeOf(s.user) : "/") : "/listMyFCP",
      state: snap.matches("ready") ? "ready" : snap.matches("missing") ? "notFound" : snap.matches("failed") ? "failed" : "loading",
      profile: snap.context.profile,
      error: snap.context.error,
      onRetry: () => send({ type: "profile.retry" }),
      workshopHref: (w: number) => navHref(workshopLink, { id: w, source }),
      Gallery,
    } as const;
  },
  View: FcpProfileView,
});

/** The one module of the three registrations (a function, so that each takes it with its own params). */
export default function FcpProfileScreen(p: Props) {
  return <Hosted {...p} />;
}
