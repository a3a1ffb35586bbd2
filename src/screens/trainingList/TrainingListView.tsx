// The CMDI's trainings, presentational (spec 2.7; its screen: ./screen.tsx): tabs with counts, in each the groups TTC, ETTC
// and Kalamilan (collapsible, with counts), a row per training: name, city, status, start date.
import { memo } from "react";
import { Card, Classes, H1, Icon, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { type ListLoad, ListLoadNote } from "../../views/shell/PageStates.tsx";
import { Link, useLocation } from "wouter";
import { navHref, trainingLink } from "../../codecs/navParams.ts";
import { statusLabel, type Training, type TrainingTabId, type TrainingTabView } from "../../codecs/training.ts";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { cx } from "../../views/styles.ts";
import { useFormats } from "../../views/useFormats.ts";
import "../../views/page.css";
import "./TrainingListView.css";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";

export interface TrainingListViewProps extends ListLoad {
  title: string;
  back: string;
  tabs: readonly TrainingTabView[];
  tab: TrainingTabId;
  onTab: (id: TrainingTabId) => void;
  /** Where the tab's trainings come from (decision 092): this phone's window, or the server's for the tab. */
  source: WindowSource;
}

/** The address of a training: /training with id, sfid, publish__c and heroku_id__c (spec section 2). */
export const trainingHref = (r: Training) =>
  navHref(trainingLink, {
    id: r.id,
    ...(r.sfid && /^[A-Za-z0-9]{3,18}$/.test(r.sfid) ? { sfid: r.sfid } : {}),
    ...(r.publish__c !== null ? { publish__c: r.publish__c } : {}),
    ...(r.heroku_id__c && /^[0-9a-f-]{36}$/i.test(r.heroku_id__c) ? { heroku_id__c: r.heroku_id__c } : {}),
  });

const TrainingRow = memo(function TrainingRow({ r }: { r: Training }) {
  const t = useT();
  const f = useFormats();
  return (
    <li>
      <Card compact className="training-list-row">
        <Link href={trainingHref(r)} className="training-list-name">
          {r.name ?? t("Untitled training")}
        </Link>
        <div className="training-list-facts">
          <span>
            <span className={Classes.TEXT_MUTED}>{t("City")}</span> {r.city__c ?? "-"}
          </span>
          <span>
            <span className={Classes.TEXT_MUTED}>{t("Status")}</span> {t(statusLabel(r.status))}
          </span>
          <span>
            <span className={Classes.TEXT_MUTED}>{t("Starts")}</span> {f.date(r.startdate)}
          </span>
        </div>
        {r.rejection_reason && (
          <p className="training-list-reason">
            <span className={Classes.TEXT_MUTED}>{t("Reason")}</span> {r.rejection_reason}
          </p>
        )}
      </Card>
    </li>
  );
});

/** What an empty tab says. */
const NONE: Record<TrainingTabId, string> = {
  pending: msg("No pending trainings."),
  approved: msg("No approved trainings."),
  rejected: msg("No rejected trainings."),
};

function Panel({ tab }: { tab: TrainingTabView }) {
  const t = useT();
  if (tab.count === 0) return <p className="training-list-empty">{t(NONE[tab.id])}</p>;
  return (
    <>
      {tab.groups.map((g) => (
        <details key={g.type} open={g.rows.length > 0} className="training-list-group">
          <summary className="training-list-group-title">
            {t(g.type)} ({g.rows.length})
          </summary>
          {g.rows.length === 0 ? (
            <p className={cx(Classes.TEXT_MUTED, "training-list-empty")}>{t("No {type} trainings here.", { type: t(g.type) })}</p>
          ) : (
            <ul aria-label={t("{type} trainings", { type: t(g.type) })} className="training-list-rows">
              {g.rows.map((r) => (
                <TrainingRow key={r.id} r={r} />
              ))}
            </ul>
          )}
        </details>
      ))}
    </>
  );
}

export function TrainingListView(p: TrainingListViewProps) {
  const t = useT();
  return (
    <div className="page training-list">
      <div className="page-header">
        <Link href={p.back} className={cx(Classes.BUTTON, Classes.MINIMAL)} aria-label={t("Back to home")}>
          <Icon icon="arrow-left" />
        </Link>
        <H1 className="page-title">{t(p.title)}</H1>
        {p.refreshing && <Spinner size={16} aria-label={t("Refreshing")} />}
      </div>
      <ListLoadNote load={p} />
      <WindowNote source={p.source} />
      {p.loading ? (
        <Spinner aria-label={t("Loading trainings")} />
      ) : (
        <Tabs id="training-tabs" selectedTabId={p.tab} onChange={(id) => p.onTab(id as TrainingTabId)} renderActiveTabPanelOnly>
          {p.tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} title={`${t(tab.label)} (${tab.count})`} panel={<Panel tab={tab} />} />
          ))}
        </Tabs>
      )}
    </div>
  );
}

/** The page: a tab chosen is kept in the address (?tab=), so a reload and the way back from a training keep it. */
export function TrainingListPageView(p: Omit<TrainingListViewProps, "onTab">) {
  const [, navigate] = useLocation();
  return <TrainingListView {...p} onTab={(id) => navigate(`/listTraining?tab=${id}`, { replace: true })} />;
}
