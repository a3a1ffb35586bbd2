// A known route whose screen is not built yet: names the page and links back home.
import { Card, H1 } from "@blueprintjs/core";
import { Link } from "wouter";

export default function PlaceholderPage({ title, back = { to: "/", label: "Back to home" } }: { title: string; back?: { to: string; label: string } }) {
  return (
    <main style={{ maxWidth: 720, margin: "40px auto", padding: "0 16px" }}>
      <Card>
        <H1>{title}</H1>
        <p>This page is coming soon.</p>
        <Link href={back.to}>{back.label}</Link>
      </Card>
    </main>
  );
}
