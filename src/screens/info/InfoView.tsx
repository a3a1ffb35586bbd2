// The Info page, presentational (decision 036; its screen: ./screen.tsx): the financial year, the
// FCP's workshop allowance (an FCP only, drawn by the Allowance its screen gives: loading, failed
// with Try again, or used / total; AllowanceView), the stages of a workshop with who
// moves each, what each upload takes, and how payments are shown. Every fact is given by the page
// from the code's tables (src/codecs/programmeInfo.ts); each section is an h2 under the page's h1,
// each stage and kind of upload an h3, so a screen reader can jump between them.
import type { ComponentType, ReactNode } from "react";
import { Card, Classes, H2, H3, Spinner, Tag } from "@blueprintjs/core";
import type { FinancialYear } from "../../codecs/calendar.ts";
import { dateText } from "../../codecs/display.ts";
import type { Badge } from "../../codecs/payments.ts";
import type { Allowance, StageInfo, UploadRule } from "../../codecs/programmeInfo.ts";
import { LoadFailed, PageHeader } from "../../views/shell/PageStates.tsx";
import { cx } from "../../views/styles.ts";
import { Fact } from "../../views/Fact.tsx";
import "../../views/page.css";
import "./InfoView.css";

export type AllowanceState =
  | { state: "loading" }
  | { state: "failed"; error: string | null; onRetry: () => void }
  | { state: "ready"; allowance: Allowance };

export interface InfoViewProps {
  title: string;
  back: string;
  year: FinancialYear;
  /** The FCP's allowance (its own flow, ./allowance.tsx); null for a manager (who has none). */
  Allowance: ComponentType | null;
  stages: readonly StageInfo[];
  uploads: readonly UploadRule[];
  payments: readonly (Badge & { when: string })[];
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="page-section" aria-labelledby={id}>
      <H2 id={id} className="page-section-title">
        {title}
      </H2>
      {children}
    </section>
  );
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The FCP's allowance: loading, failed with Try again, or used / total. */
export function AllowanceView(a: AllowanceState) {
  if (a.state === "loading") return <Spinner size={20} aria-label="Loading your allowance" />;
  if (a.state === "failed") return <LoadFailed error={a.error} onRetry={a.onRetry} />;
  const { used, total } = a.allowance;
  return total === null ? (
    <p className="info-allowance">No limit is set for you: {plural(used, "workshop")} counted this financial year.</p>
  ) : (
    <p className="info-allowance">
      <strong>
        {used} of {total}
      </strong>{" "}
      workshops used this financial year ({plural(Math.max(total - used, 0), "workshop")} left).
    </p>
  );
}

export function InfoView(p: InfoViewProps) {
  return (
    <div className={cx("page", "info")}>
      <PageHeader title={p.title} back={{ to: p.back, label: "Back" }} />
      <Section id="info-year" title="Financial year">
        <p>
          This financial year is <strong>{p.year.label}</strong>: from {dateText(p.year.start)} to {dateText(p.year.end)}. Workshops, allowances and
          payments are counted by financial year, April to March, on India's calendar.
        </p>
      </Section>
      {p.Allowance && (
        <Section id="info-allowance" title="Your workshop allowance">
          <p.Allowance />
          <p className={Classes.TEXT_MUTED}>A workshop counts once its plan is submitted, unless it is cancelled.</p>
        </Section>
      )}
      <Section id="info-stages" title="Workshop stages">
        <p>A workshop passes these stages, in this order. Who moves it on:</p>
        <ol className="info-stages">
          {p.stages.map((s) => (
            <li key={s.stage} className="info-stage">
              <H3 className="info-stage-name">{s.stage}</H3>
              {s.moves.length === 0 ? (
                <p className={Classes.TEXT_MUTED}>The workshop ends here.</p>
              ) : (
                <ul className="info-moves">
                  {s.moves.map((m) => (
                    <li key={`${m.label}:${m.to}`}>
                      {m.label}, by {m.by}: {m.to === s.stage ? "it stays in" : "moves it to"} {m.to}.
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </Section>
      <Section id="info-uploads" title="Uploads">
        <div className="info-cards">
          {p.uploads.map((u) => (
            <Card compact key={u.kind} className="info-card">
              <H3 className="info-card-title">{u.name}</H3>
              <dl className="info-fields">
                <Fact label="Sent by">{u.uploader}</Fact>
                <Fact label="File types">{u.types}</Fact>
                <Fact label="Size">{u.maxSize}</Fact>
                {u.note && <Fact label="Note">{u.note}</Fact>}
              </dl>
            </Card>
          ))}
        </div>
      </Section>
      <Section id="info-payments" title="Payments">
        <p>Each workshop's payment shows one of these badges:</p>
        <ul className="info-badges">
          {p.payments.map((b) => (
            <li key={b.text}>
              <Tag intent={b.intent} minimal>
                {b.text}
              </Tag>{" "}
              when {b.when}.
            </li>
          ))}
        </ul>
        <p>The amount shown is the amount paid once a payment is recorded, otherwise the workshop's amount.</p>
      </Section>
    </div>
  );
}
