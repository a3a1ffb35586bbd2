// A known route whose screen is not built yet: names the page, shows the parameters it was
// opened with, and links back; on a person's own home (`back: null`) there is nowhere to go
// back to, so it points at the menu and the user menu instead.
import { Card, H1 } from "@blueprintjs/core";
import { Link } from "wouter";
import "./page.css";
import "./PlaceholderPage.css";

export interface PlaceholderProps {
  title: string;
  params?: Record<string, unknown>;
  /** Where "back" goes; null on the person's own home. */
  back?: { to: string; label: string } | null;
}

export default function PlaceholderPage({ title, params = {}, back = { to: "/", label: "Back to home" } }: PlaceholderProps) {
  const shown = Object.entries(params);
  return (
    <div className="page-card">
      <Card>
        <H1>{title}</H1>
        <p>This page is coming soon.</p>
        {shown.length > 0 && (
          <dl aria-label="Opened with">
            {shown.map(([k, v]) => (
              <div key={k}>
                <dt className="placeholder-page-param-name">{k}: </dt>
                <dd className="placeholder-page-param-value">{String(v)}</dd>
              </div>
            ))}
          </dl>
        )}
        {back ? (
          <Link href={back.to}>{back.label}</Link>
        ) : (
          <p>This is your home page: other pages are in the menu, and Sign out is in the user menu.</p>
        )}
      </Card>
    </div>
  );
}
