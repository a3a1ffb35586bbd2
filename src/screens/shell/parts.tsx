// The shell's hosted parts (issue 44; decision 070), given to the app's routes (src/views/App.tsx)
// by whoever draws the app: src/app.tsx, and a test's harness.
import type { ReactNode } from "react";
import { ShellPartsProvider, type ShellParts } from "../../views/shellParts.tsx";
import { Gate } from "./gate.tsx";
import { LazyScreen } from "./lazyScreen.tsx";
import { UpdateNotice } from "./updateNotice.tsx";

export const shellParts: ShellParts = {
  UpdateNotice,
  Gate,
  LazyScreen,
  // its own chunk: /signin and the public pages never load the shell
  signedIn: () => import("./SignedIn.tsx"),
};

/** Gives the app's routes the shell's hosted parts. */
export const WithShellParts = ({ children }: { children: ReactNode }) => <ShellPartsProvider value={shellParts}>{children}</ShellPartsProvider>;
