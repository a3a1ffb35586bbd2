// /Lockscreen, presentational (its screen: ./screen.tsx): what the lock is. The lock itself is drawn
// over the page the person was on (the page and its typed values stay; src/screens/shell/lockScreen.tsx),
// so nobody is sent here for it.
import { Card, H1 } from "@blueprintjs/core";
import { Link } from "wouter";
import { LOCK_AFTER_MINUTES } from "../../codecs/recovery.ts";
import { useT } from "../../views/i18n.tsx";
import "../../views/page.css";

export interface LockscreenViewProps {
  title: string;
  /** Back home when signed in, else back to sign in. */
  back: { to: string; label: string };
}

export function LockscreenView({ title, back }: LockscreenViewProps) {
  const t = useT();
  return (
    <main className="page-card">
      <Card>
        <H1>{t(title)}</H1>
        <p>
          {t(
            "After {minutes} minutes without a touch, a key or a click, the app locks itself over the page you are on. Enter your password to continue: the page and what you typed on it stay as they were. A reload stays locked.",
            { minutes: LOCK_AFTER_MINUTES },
          )}
        </p>
        <Link href={back.to}>{t(back.label)}</Link>
      </Card>
    </main>
  );
}
