// Full-page states inside the shell: a page of another role, and a link with bad parameters.
import { Callout, Card, H1 } from "@blueprintjs/core";
import { Link } from "wouter";
import type { FieldErrors } from "../../codecs/form.ts";
import "../page.css";

export function RoleNotAvailable({ title, role }: { title: string; role: string }) {
  return (
    <section className="page-card" aria-labelledby="role-na-title">
      <Card>
        <H1 id="role-na-title">Not available for your role</H1>
        <p>The page "{title}" is not available for your role ({role}).</p>
        <Link href="/">Back to home</Link>
      </Card>
    </section>
  );
}

export function BadLink({ title, errors }: { title: string; errors: FieldErrors }) {
  return (
    <section className="page-card" aria-labelledby="bad-link-title">
      <Card>
        <H1 id="bad-link-title">This link is not valid</H1>
        <Callout intent="danger" role="alert" title={`"${title}" cannot open with these parameters`}>
          <ul>{Object.entries(errors).map(([k, m]) => <li key={k}>{m}</li>)}</ul>
        </Callout>
        <p><Link href="/">Back to home</Link></p>
      </Card>
    </section>
  );
}
