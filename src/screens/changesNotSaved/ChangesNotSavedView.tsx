// "Changes not saved", presentational (decision 081; its screen: ./screen.tsx): one card per
// refused write, oldest first: what it was (the kind of record and its name), when it was made, the
// server's reason in the reader's language, the values typed under their labels, and its two
// actions, Edit and resend (when the write has a form) and Discard, which asks once.
import { Button, Card, Classes, H2, Spinner, Tag } from "@blueprintjs/core";
import { ConfirmDialog } from "../../views/ConfirmDialog.tsx";
import { useT } from "../../views/i18n.tsx";
import { PageHeader, TitledCallout, TitledState } from "../../views/shell/PageStates.tsx";
import { useFormats } from "../../views/useFormats.ts";
import "../../views/page.css";
import "./ChangesNotSavedView.css";

/** One value typed: its field's label (a catalogue text, or the params' key for an unknown write) and the value. */
export interface TypedValue {
  key: string;
  label: string;
  /** Whether the label is a catalogue text (drawn `t(label)`); an unknown write's key is not. */
  known: boolean;
  value: string;
  /** A value that is itself a catalogue text (an HPA's type). */
  translated?: boolean;
}

export interface RefusedItem {
  /** The write's key. */
  id: string;
  /** The kind of record (a catalogue text) and its name as typed. */
  kind: string;
  name: string;
  /** When the change was made (ms since the epoch). */
  at: number;
  /** The server's reason (a catalogue text, with its values: drawn `t(reason)`). */
  reason: string;
  /** The label of the field the server named (a catalogue text), or null. */
  field: string | null;
  values: readonly TypedValue[];
  /** Whether the write has a form to edit it in. */
  canEdit: boolean;
  /** Sent again from its form: waiting for the server's answer. */
  resending: boolean;
}

export interface ChangesNotSavedViewProps {
  title: string;
  back: { to: string; label: string };
  loading: boolean;
  items: readonly RefusedItem[];
  /** A Discard or an Edit and resend under way. */
  busy: boolean;
  /** What went wrong with the last action (a catalogue text), or null. */
  error: string | null;
  /** The write whose Discard is being asked about. */
  confirming: RefusedItem | null;
  onResend: (id: string) => void;
  onDiscard: (id: string) => void;
  onConfirmDiscard: () => void;
  onCancelDiscard: () => void;
}

function Values({ values, id }: { values: readonly TypedValue[]; id: string }) {
  const t = useT();
  if (values.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-typed`}>
      <h3 id={`${id}-typed`} className="changes-not-saved-typed">
        {t("What you typed")}
      </h3>
      <dl className="changes-not-saved-values">
        {values.map((v) => (
          <div key={v.key} className="changes-not-saved-value">
            <dt className={Classes.TEXT_MUTED}>{v.known ? t(v.label) : v.label}</dt>
            <dd>{v.translated ? t(v.value) : v.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Item({
  item: x,
  busy,
  onResend,
  onDiscard,
}: { item: RefusedItem; busy: boolean } & Pick<ChangesNotSavedViewProps, "onResend" | "onDiscard">) {
  const t = useT();
  const f = useFormats();
  const heading = x.name ? t("{kind}: {name}", { kind: t(x.kind), name: x.name }) : t(x.kind);
  const hid = `refused-${x.id}`;
  return (
    <li>
      <Card compact className="changes-not-saved-item" aria-labelledby={hid}>
        <H2 id={hid} className="changes-not-saved-heading">
          {heading}
        </H2>
        <div className={Classes.TEXT_MUTED}>{t("Made {time}", { time: f.dateTime(x.at) })}</div>
        <TitledCallout intent="danger" icon="error" title={t("Why it was not saved")} className="changes-not-saved-reason">
          <p>{t(x.reason)}</p>
          {x.field && <p>{t("Field: {field}", { field: t(x.field) })}</p>}
        </TitledCallout>
        <Values values={x.values} id={hid} />
        {x.resending && (
          <Tag intent="warning" minimal>
            {t("Sent again: waiting for the server")}
          </Tag>
        )}
        <div className="changes-not-saved-actions">
          {x.canEdit && (
            <Button
              intent="primary"
              icon="edit"
              text={t("Edit and resend")}
              aria-label={x.name ? t("Edit and resend {name}", { name: x.name }) : undefined}
              disabled={busy}
              onClick={() => onResend(x.id)}
            />
          )}
          <Button
            icon="trash"
            text={t("Discard")}
            aria-label={x.name ? t("Discard {name}", { name: x.name }) : undefined}
            disabled={busy}
            onClick={() => onDiscard(x.id)}
          />
        </div>
      </Card>
    </li>
  );
}

export function ChangesNotSavedView(p: ChangesNotSavedViewProps) {
  const t = useT();
  return (
    <div className="page changes-not-saved">
      <PageHeader title={p.title} back={p.back}>
        {p.busy && <Spinner size={16} aria-label={t("Working")} />}
      </PageHeader>
      {p.loading ? (
        <div role="status" className="changes-not-saved-loading">
          <Spinner size={24} aria-hidden="true" />
          <span>{t("Reading the changes kept on this device")}</span>
        </div>
      ) : p.items.length === 0 ? (
        <TitledState icon="tick-circle" title={t("Nothing waits")} description={t("Every change you made was saved or is waiting to be sent.")} />
      ) : (
        <>
          <p>
            {t(
              "{count, plural, one {The server did not save # change you made. Edit it and send it again, or discard it.} other {The server did not save # changes you made. Edit each and send it again, or discard it.}}",
              { count: p.items.length },
            )}
          </p>
          {p.error && (
            <p role="alert" className={Classes.INTENT_DANGER}>
              {t(p.error)}
            </p>
          )}
          <ul className="changes-not-saved-list">
            {p.items.map((x) => (
              <Item key={x.id} item={x} busy={p.busy} onResend={p.onResend} onDiscard={p.onDiscard} />
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={p.confirming !== null}
        icon="trash"
        intent="danger"
        yes="Discard"
        no="Keep it"
        busy={p.busy}
        escapeCancels
        onYes={p.onConfirmDiscard}
        onNo={p.onCancelDiscard}
      >
        <p>
          {p.confirming?.name
            ? t("Discard your change to {kind} {name}? What you typed will be lost.", { kind: t(p.confirming.kind), name: p.confirming.name })
            : t("Discard this change? What you typed will be lost.")}
        </p>
      </ConfirmDialog>
    </div>
  );
}
