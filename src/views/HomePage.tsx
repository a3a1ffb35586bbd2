// A role home (and /super) until the shell issue: greets the user and offers Sign out.
import { useSelector } from "@xstate/react";
import { Button, Card, H1 } from "@blueprintjs/core";
import { useAppActors } from "./actors.tsx";

export interface HomeViewProps { firstName: string; title: string; canSignOut: boolean; onSignOut: () => void }

export function HomeView({ firstName, title, canSignOut, onSignOut }: HomeViewProps) {
  return (
    <main style={{ maxWidth: 720, margin: "40px auto", padding: "0 16px" }}>
      <Card>
        <H1>Hi, {firstName}</H1>
        <p>{title}</p>
        <Button text="Sign out" disabled={!canSignOut} onClick={onSignOut} />
      </Card>
    </main>
  );
}

export function useHome(title: string): HomeViewProps {
  const { session } = useAppActors();
  const firstName = useSelector(session, (s) => s.context.user?.firstName ?? "");
  const canSignOut = useSelector(session, (s) => s.can({ type: "session.signOut" }));
  return { firstName, title, canSignOut, onSignOut: () => session.send({ type: "session.signOut" }) };
}

export default function HomePage({ title }: { title: string }) {
  return <HomeView {...useHome(title)} />;
}
