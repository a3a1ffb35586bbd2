// The CMDI's trainings, presentational (spec 2.7; its screen: ./screen.tsx): tabs with counts, in each the groups TTC, ETTC
// and Kalamilan (collapsible, with counts), a row per training: name, city, status, start date.
import { memo } from "react";
import { Card, Classes, H1, Icon, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { type ListLoad, ListLoadNote } from "../../views/shell/PageStates.tsx";
import { Link, useLocation } from "wouter";
import { navHref, trainingLink } from "../../codecs/navParams.ts";
import { statusLabel, tabTitle, type Training, type TrainingTabId, type TrainingTabView } from "../../codecs/training.ts";
import { cx } from "../../views/styles.ts";
import { dayText } from "../../views/trainings/trainingText.ts";
import "../../views/page.css";
import "./TrainingListView.css";

export interface TrainingListViewProps extends ListLoad {
  title: string;
  back: string;
  tabs: readonly TrainingTabView[];
  tab: TrainingTabId;
  onTab: (id: TrainingTabId) => void;
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
  return (
    <li>
      <Card compact className="training-list-row">
        <Link href={trainingHref(r)} className="training-list-name">
          {r.name ?? "Untitled training"}
        </Link>
        <div className="training-list-facts">
          <span>
            <span className={Classes.TEXT_MUTED}>City</span> {r.city__c ?? "-"}
          </span>
          <span>
            <span className={Classes.TEXT_MUTED}>Status</span> {statusLabel(r.status)}
          </span>
          <span>
            <span className={Classes.TEXT_MUTED}>Starts</span> {dayText(r.startdate)}
          </span>
        </div>
        {r.rejection_reason && (
          <p className="training-list-reason">
            <span className={Classes.TEXT_MUTED}>Reason</span> {r.rejection_reason}
          </p>
        )}
      </Card>
    </li>
  );
});

function Panel({ tab }: { tab: TrainingTabView }) {
  if (tab.count === 0) return <p className="training-list-empty">No {tab.label.toLowerCase()} trainings.</p>;
  return (
    <>
      {tab.groups.map((g) => (
        <details key={g.type} open={g.rows.length > 0} className="training-list-group">
          <summary className="training-list-group-title">
            {g.type} ({g.rows.length})
          </summary>
          {g.rows.length === 0 ? (
            <p className={cx(Classes.TEXT_MUTED, "training-list-empty")}>No {g.type} trainings here.</p>
          ) : (
            <ul aria-label={`${g.type} trainings`} className="training-list-rows">
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
  return (
    <div className="page training-list">
      <div className="page-header">
        <Link href={p.back} className={cx(Classes.BUTTON, Classes.MINIMAL)} aria-label="Back to home">
          <Icon icon="arrow-left" />
        </Link>
        <H1 className="page-title">{p.title}</H1>
        {p.refreshing && <Spinner size={16} aria-label="Refreshing" />}
      </div>
      <ListLoadNote load={p} />
      {p.loading ? (
        <Spinner aria-label="Loading trainings" />
      ) : (
        <Tabs id="training-tabs" selectedTabId={p.tab} onChange={(id) => p.onTab(id as TrainingTabId)} renderActiveTabPanelOnly>
          {p.tabs.map((t) => (
            <Tab key={t.id} id={t.id} title={tabTitle(t)} panel={<Panel tab={t} />} />
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
