// The shell's parts that run flows (issue 44; decision 070: 'A new version is available', the signed-in shell) are
// hosted in src/screens/shell/, and a view imports no screen: the app's routes (App.tsx, also drawn
// by the QA page's replay) get them from here, given by the composition root (src/app.tsx, through
// src/screens/shell/parts.tsx; a test's harness the same way).
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import type { LazyScreenProps } from "./shell/lazyLoad.ts";

export interface ShellParts {
  /** 'A new version is available' and 'Ready to work offline' (src/screens/shell/updateNotice.tsx). */
  UpdateNotice: ComponentType;
  /** The sign-in gate around every non-public route (src/screens/shell/gate.tsx). */
  Gate: ComponentType<{ children: ReactNode }>;
  /** A lazily loaded screen, with its loader's flow (src/screens/shell/lazyScreen.tsx). */
  LazyScreen: <P extends object>(p: LazyScreenProps<P>) => ReactNode;
  /** The signed-in shell's module, loaded lazily (src/screens/shell/SignedIn.tsx). */
  signedIn: () => Promise<{ default: ComponentType }>;
}

const Ctx = createContext<ShellParts | null>(null);
export const ShellPartsProvider = Ctx.Provider;

export function useShellParts(): ShellParts {
  const v = useContext(Ctx);
  if (!v) throw new Error("useShellParts outside <ShellPartsProvider> (src/screens/shell/parts.tsx)");
  return v;
}
