// /addParticipants (decision 030): the FCP's report of their workshop in Execution.
import { participantsLink } from "../../codecs/navParams.ts";
import { FCP, screen } from "../../views/routes.ts";

export const participantsScreen = screen(participantsLink, { access: FCP, view: () => import("./screen.tsx") });
