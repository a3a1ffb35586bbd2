// The AMMD's trainings waiting for approval, presentational (decision 034; its screen: ./screen.tsx): a card per training
// (name as a heading a screen reader can jump between, type, CMDI, city, dates, participants, how
// many photos its CMDI attached) with Approve and Reject; the dialog says where the training goes
// and, for Reject, asks for the reason (required, at most 255 characters, counted as it is typed);
// a refusal shows at the reason or at the top, and what was typed stays. Loading, failed and empty
// states; one column at 360 px.
import { Button, Callout, Card, Classes, Dialog, DialogBody, DialogFooter, FormGroup, H2, Spinner, Tag, TextArea } from "@blueprintjs/core";
import { REASON_MAX, type ApprovalTraining } from "../../codecs/trainingApproval.ts";
import { LoadFailed, PageHeader } from "../../views/shell/PageStates.tsx";
import { Notice } from "../../views/shell/Notice.tsx";
import { useFormats } from "../../views/useFormats.ts";
import "../../views/page.css";
import "./TrainingApprovalView.css";
import { useT } from "../../views/i18n.tsx";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";

export type DecisionChoice = "training.approve" | "training.reject";

export interface TrainingApprovalViewProps {
  title: string;
  back: string;
  rows: readonly ApprovalTraining[];
  /** Where the rows come from (decision 092): this phone's window, or the server's rest after it. */
  source: WindowSource;
  /** How many wait in all (the server's count when the device holds a window). */
  waiting: number;
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  onRetry: () => void;
  /** The dialog's decision (open while asking, sending or refused). */
  dialog: { type: string; label: string; to: string; name: string } | null;
  busy: boolean;
  reason: string;
  reasonError: string | null;
  formError: string | null;
  /** A message with its values (`stage`: a status, translated too). */
  notice: { message: string; values?: { name: string; stage?: string }; intent: "success" | "warning" } | null;
  onChoose: (r: ApprovalTraining, d: DecisionChoice) => void;
  onReason: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onDismiss: () => void;
}

const id = (s: string | number) => `training-approval-${s}`;

function Row({ r, onChoose }: { r: ApprovalTraining; onChoose: TrainingApprovalViewProps["onChoose"] }) {
  const t = useT();
  const f = useFormats();
  const heading = id(`name-${r.id}`);
  return (
    <li>
      <Card compact className="training-approval-row" aria-labelledby={heading} role="group">
        <div className="training-approval-head">
          <H2 id={heading} className="training-approval-name">
            {r.name ?? t("Untitled training")}
          </H2>
          {r.type && <Tag minimal>{t(r.type)}</Tag>}
        </div>
        <dl className="training-approval-facts">
          <div>
            <dt>CMDI</dt>
            <dd>{r.cmdi_name ?? "-"}</dd>
          </div>
          <div>
            <dt>{t("City")}</dt>
            <dd>{r.city__c ?? "-"}</dd>
          </div>
          <div>
            <dt>{t("Dates")}</dt>
            <dd>{t("{start} to {end}", { start: f.date(r.startdate), end: f.date(r.enddate) })}</dd>
          </div>
          <div>
            <dt>{t("Participants")}</dt>
            <dd>{r.no_of_participants__c ?? "-"}</dd>
          </div>
          <div>
            <dt>{t("Photos")}</dt>
            <dd>{t("{count, plural, =0 {None} one {# photo} other {# photos}}", { count: r.photos })}</dd>
          </div>
        </dl>
        <div className="training-approval-actions">
          <Button intent="primary" aria-describedby={heading} onClick={() => onChoose(r, "training.approve")}>
            {t("Approve")}
          </Button>
          <Button intent="danger" variant="outlined" aria-describedby={heading} onClick={() => onChoose(r, "training.reject")}>
            {t("Reject")}
          </Button>
        </div>
      </Card>
    </li>
  );
}

function DecisionDialog(p: TrainingApprovalViewProps) {
  const t = useT();
  const d = p.dialog;
  const reject = d?.type === "training.reject";
  const length = p.reason.trim().length;
  return (
    <Dialog
      isOpen={d !== null}
      onClose={p.onCancel}
      title={d ? (reject ? t("Reject training") : t("Approve training")) : ""}
      className="training-approval-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          p.onConfirm();
        }}
      >
        <DialogBody>
          {p.formError && (
            <Callout intent="danger" role="alert" className="training-approval-error">
              {t(p.formError)}
            </Callout>
          )}
          {d && (
            <p>
              <strong>{d.name}</strong> {t("moves to {stage}.", { stage: t(d.to) })}
              {reject ? ` ${t("Its CMDI sees your reason.")}` : ""}
            </p>
          )}
          {reject && (
            <FormGroup
              label={t("Reason")}
              labelFor={id("reason")}
              labelInfo={t("(required)")}
              intent={p.reasonError ? "danger" : "none"}
              helperText={
                <>
                  {p.reasonError && (
                    <span id={id("reason-error")} role="alert">
                      {t(p.reasonError)}{" "}
                    </span>
                  )}
                  <span id={id("reason-count")} className={length > REASON_MAX ? undefined : Classes.TEXT_MUTED}>
                    {t("{length} of {max} characters", { length, max: REASON_MAX })}
                  </span>
                </>
              }
            >
              <TextArea
                id={id("reason")}
                fill
                value={p.reason}
                onChange={(e) => p.onReason(e.target.value)}
                intent={p.reasonError ? "danger" : "none"}
                aria-describedby={p.reasonError ? `${id("reason-error")} ${id("reason-count")}` : id("reason-count")}
                aria-invalid={p.reasonError ? true : undefined}
              />
            </FormGroup>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={p.onCancel} disabled={p.busy}>
                {t("Cancel")}
              </Button>
              <Button type="submit" intent={reject ? "danger" : "primary"} loading={p.busy}>
                {d ? t(d.label) : t("OK")}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}

export function TrainingApprovalView(p: TrainingApprovalViewProps) {
  const t = useT();
  return (
    <div className="page training-approval">
      <PageHeader back={{ to: p.back, label: t("Back to home") }} title={p.title}>
        {p.refreshing && <Spinner size={16} aria-label={t("Refreshing")} />}
      </PageHeader>
      <p className={Classes.TEXT_MUTED}>
        {t("The trainings of your CMDIs waiting for your approval. Approve sends one to Accounts; Reject returns it to its CMDI with your reason.")}
      </p>
      {p.error && <LoadFailed error={p.error} onRetry={p.onRetry} />}
      {p.loading ? (
        <Spinner aria-label={t("Loading trainings")} />
      ) : p.rows.length === 0 ? (
        !p.error && (
          <Card>
            <p className="training-approval-empty">{t("No trainings are waiting for your approval.")}</p>
          </Card>
        )
      ) : (
        <>
          <p aria-live="polite">{t("{count, plural, one {# training waiting} other {# trainings waiting}}", { count: p.waiting })}</p>
          <WindowNote source={p.source} />
          <ul aria-label={t("Trainings waiting for approval")} className="training-approval-rows">
            {p.rows.map((r) => (
              <Row key={r.id} r={r} onChoose={p.onChoose} />
            ))}
          </ul>
        </>
      )}
      <DecisionDialog {...p} />
      <Notice
        notice={
          p.notice && {
            message: p.notice.values
              ? t(p.notice.message, { ...p.notice.values, ...(p.notice.values.stage ? { stage: t(p.notice.values.stage) } : {}) })
              : t(p.notice.message),
            intent: p.notice.intent,
          }
        }
        onDismiss={p.onDismiss}
      />
    </div>
  );
}
