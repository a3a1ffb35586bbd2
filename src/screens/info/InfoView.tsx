// The Info page, presentational (decision 036; its screen: ./screen.tsx): the financial year, the
// FCP's workshop allowance (an FCP only, drawn by the Allowance its screen gives: loading, failed
// with Try again, or used / total; AllowanceView), the stages of a workshop with who
// moves each, what each upload takes, and how payments are shown. Every fact is given by the page
// from the code's tables (src/codecs/programmeInfo.ts); each section is an h2 under the page's h1,
// each stage and kind of upload an h3, so a screen reader can jump between them.
import type { ComponentType, ReactNode } from "react";
import { Card, Classes, H2, H3, Spinner, Tag } from "@blueprintjs/core";
import type { FinancialYear } from "../../codecs/calendar.ts";
import type { Badge } from "../../codecs/payments.ts";
import type { Allowance, StageInfo, UploadRule } from "../../codecs/programmeInfo.ts";
import { LoadFailed, PageHeader } from "../../views/shell/PageStates.tsx";
import { cx } from "../../views/styles.ts";
import { Fact } from "../../views/Fact.tsx";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";
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
  const t = useT();
  return (
    <section className="page-section" aria-labelledby={id}>
      <H2 id={id} className="page-section-title">
        {t(title)}
      </H2>
      {children}
    </section>
  );
}

/** Where a part drawn apart (a link, a bold figure) goes in a translated sentence: `t(message, { ...values, [name]: SLOT })`, split at it. */
const SLOT = "\u0000";

/** The FCP's allowance: loading, failed with Try again, or used / total. */
export function AllowanceView(a: AllowanceState) {
  const t = useT();
  if (a.state === "loading") return <Spinner size={20} aria-label={t("Loading your allowance")} />;
  if (a.state === "failed") return <LoadFailed error={a.error} onRetry={a.onRetry} />;
  const { used, total } = a.allowance;
  if (total === null)
    return (
      <p className="info-allowance">
        {t("No limit is set for you: {used, plural, one {# workshop} other {# workshops}} counted this financial year.", { used })}
      </p>
    );
  const [before, after] = t("{figure} workshops used this financial year ({left, plural, one {# workshop} other {# workshops}} left).", {
    figure: SLOT,
    left: Math.max(total - used, 0),
  }).split(SLOT);
  return (
    <p className="info-allowance">
      {before}
      <strong>{t("{n} of {total}", { n: used, total })}</strong>
      {after}
    </p>
  );
}

/** Who takes an action: one, or "A or B" (a list: "A, B or C"). */
const whoOf = (owners: readonly string[], t: ReturnType<typeof useT>) =>
  owners.length <= 1
    ? t(owners[0] ?? "")
    : t("{first} or {last}", {
        first: owners
          .slice(0, -1)
          .map((o) => t(o))
          .join(", "),
        last: t(owners[owners.length - 1]!),
      });

export function InfoView(p: InfoViewProps) {
  const t = useT();
  const fmt = useFormats();
  const [yearBefore, yearAfter] = t(
    "This financial year is {year}: from {start} to {end}. Workshops, allowances and payments are counted by financial year, April to March, on India's calendar.",
    { year: SLOT, start: fmt.date(p.year.start), end: fmt.date(p.year.end) },
  ).split(SLOT);
  return (
    <div className={cx("page", "info")}>
      <PageHeader title={p.title} back={{ to: p.back, label: t("Back") }} />
      <Section id="info-year" title={msg("Financial year")}>
        <p>
          {yearBefore}
          <strong>{p.year.label}</strong>
          {yearAfter}
        </p>
      </Section>
      {p.Allowance && (
        <Section id="info-allowance" title={msg("Your workshop allowance")}>
          <p.Allowance />
          <p className={Classes.TEXT_MUTED}>{t("A workshop counts once its plan is submitted, unless it is cancelled.")}</p>
        </Section>
      )}
      <Section id="info-stages" title={msg("Workshop stages")}>
        <p>{t("A workshop passes these stages, in this order. Who moves it on:")}</p>
        <ol className="info-stages">
          {p.stages.map((s) => (
            <li key={s.stage} className="info-stage">
              <H3 className="info-stage-name">{t(s.stage)}</H3>
              {s.moves.length === 0 ? (
                <p className={Classes.TEXT_MUTED}>{t("The workshop ends here.")}</p>
              ) : (
                <ul className="info-moves">
                  {s.moves.map((m) => (
                    <li key={`${m.label}:${m.to}`}>
                      {m.to === s.stage
                        ? t("{action}, by {who}: it stays in {stage}.", { action: t(m.label), who: whoOf(m.owners, t), stage: t(m.to) })
                        : t("{action}, by {who}: moves it to {stage}.", { action: t(m.label), who: whoOf(m.owners, t), stage: t(m.to) })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </Section>
      <Section id="info-uploads" title={msg("Uploads")}>
        <div className="info-cards">
          {p.uploads.map((u) => (
            <Card compact key={u.kind} className="info-card">
              <H3 className="info-card-title">{t(u.name)}</H3>
              <dl className="info-fields">
                <Fact label={t("Sent by")}>{t(u.uploader)}</Fact>
                <Fact label={t("File types")}>{u.types}</Fact>
                <Fact label={t("Size")}>{t("less than {size}", { size: u.size })}</Fact>
                {u.note && <Fact label={t("Note")}>{t(u.note)}</Fact>}
              </dl>
            </Card>
          ))}
        </div>
      </Section>
      <Section id="info-payments" title={msg("Payments")}>
        <p>{t("Each workshop's payment shows one of these badges:")}</p>
        <ul className="info-badges">
          {p.payments.map((b) => (
            <li key={b.text}>
              <Tag intent={b.intent} minimal>
                {t(b.text)}
              </Tag>{" "}
              {t("when {when}.", { when: t(b.when) })}
            </li>
          ))}
        </ul>
        <p>{t("The amount shown is the amount paid once a payment is recorded, otherwise the workshop's amount.")}</p>
      </Section>
    </div>
  );
}
