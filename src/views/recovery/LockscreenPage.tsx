// /Lockscreen: what the lock is. The lock itself is drawn over the page the person was on (the
// page and its typed values stay; src/views/shell/LockScreen.tsx), so nobody is sent here for it.
import { useSelector } from "@xstate/react";
import { Card, H1 } from "@blueprintjs/core";
import { Link } from "wouter";
import { LOCK_AFTER_MINUTES } from "../../codecs/recovery.ts";
import { homeOf } from "../../codecs/session.ts";
import { useAppActors } from "../actors.tsx";
import type { ScreenProps } from "../routes.ts";
import { shellStylesheetReady } from "../shell/shellStylesheet.ts";
import "../page.css";

await shellStylesheetReady();

export default function LockscreenPage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  return (
    <main className="page-card">
      <Card>
        <H1>{title}</H1>
        <p>
          After {LOCK_AFTER_MINUTES} minutes without a touch, a key or a click, the app locks itself over the page you are on. Enter your password to
          continue: the page and what you typed on it stay as they were. A reload stays locked.
        </p>
        {user ? <Link href={homeOf(user)}>Back to home</Link> : <Link href="/signin">Back to sign in</Link>}
      </Card>
    </main>
  );
}
