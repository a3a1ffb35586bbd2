// A role home (/newHomeFCP, /homeCMDI, /homeAMMD): the page title, the role's shortcuts and the
// news carousel.
import { H1 } from "@blueprintjs/core";
import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import type { Role } from "../codecs/role.ts";
import { useAppActors } from "./actors.tsx";
import { HomeCarousel } from "./Carousel.tsx";
import type { ScreenProps } from "./routes.ts";

/** Screens a role reaches from its home that its menu (spec section 2) does not list. */
const SHORTCUTS: Partial<Record<Role, ReadonlyArray<{ path: string; label: string }>>> = {
  CMDI: [{ path: "/listOutlet", label: "Outlets" }],
};

export default function HomePage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const role = useSelector(session, (s) => s.context.user?.role);
  const shortcuts = (role && SHORTCUTS[role]) || [];
  return (
    <div style={{ maxWidth: 960, margin: "0 auto", padding: "16px" }}>
      <H1 style={{ fontSize: 24 }}>{title}</H1>
      {shortcuts.length > 0 && (
        <nav aria-label="Shortcuts" style={{ display: "flex", gap: 8, flexWrap: "wrap", marginBottom: 12 }}>
          {shortcuts.map((s) => <Link key={s.path} href={s.path} className="bp6-button bp6-intent-primary">{s.label}</Link>)}
        </nav>
      )}
      <HomeCarousel />
    </div>
  );
}
