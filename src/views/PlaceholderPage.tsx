// A known route whose screen is not built yet: names the page, shows the parameters it was
// opened with, and links back.
import { Card, H1 } from "@blueprintjs/core";
import { Link } from "wouter";

export interface PlaceholderProps {
  title: string;
  params?: Record<string, unknown>;
  back?: { to: string; label: string };
}

export default function PlaceholderPage({ title, params = {}, back = { to: "/", label: "Back to home" } }: PlaceholderProps) {
  const shown = Object.entries(params);
  return (
    <div style={{ maxWidth: 720, margin: "24px auto", padding: "0 16px" }}>
      <Card>
        <H1>{title}</H1>
        <p>This page is coming soon.</p>
        {shown.length > 0 && (
          <dl aria-label="Opened with">
            {shown.map(([k, v]) => <div key={k}><dt style={{ display: "inline", fontWeight: 600 }}>{k}: </dt><dd style={{ display: "inline", margin: 0 }}>{String(v)}</dd></div>)}
          </dl>
        )}
        <Link href={back.to}>{back.label}</Link>
      </Card>
    </div>
  );
}
