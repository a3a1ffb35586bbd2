// Full-page states inside the shell (a page of another role, a link with bad parameters), and the
// parts every page shares: its header with the way back, and a failed load with Try again.
import { Button, Callout, Card, Classes, H1, H2, Icon, NonIdealState, type CalloutProps, type NonIdealStateProps } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { FieldErrors } from "../../codecs/form.ts";
import { type Formats, formatsOf } from "../../codecs/formats.ts";
import { useFormats } from "../useFormats.ts";
import { cx } from "../styles.ts";
import type { LargeIconName } from "./icons.ts";
import { useT } from "../i18n.tsx";
import "../page.css";

export function RoleNotAvailable({ title, role }: { title: string; role: string }) {
  const t = useT();
  return (
    <section className="page-card" aria-labelledby="role-na-title">
      <Card>
        <H1 id="role-na-title">{t("Not available for your role")}</H1>
        <p>{t('The page "{title}" is not available for your role ({role}).', { title: t(title), role })}</p>
        <Link href="/">{t("Back to home")}</Link>
      </Card>
    </section>
  );
}

export function BadLink({ title, errors }: { title: string; errors: FieldErrors }) {
  const t = useT();
  return (
    <section className="page-card" aria-labelledby="bad-link-title">
      <Card>
        <H1 id="bad-link-title">{t("This link is not valid")}</H1>
        <TitledCallout intent="danger" role="alert" title={t('"{title}" cannot open with these parameters', { title: t(title) })}>
          <ul>
            {Object.entries(errors).map(([k, m]) => (
              <li key={k}>{m && t(m)}</li>
            ))}
          </ul>
        </TitledCallout>
        <p>
          <Link href="/">{t("Back to home")}</Link>
        </p>
      </Card>
    </section>
  );
}

/** A page's heading, with the way back before it (an icon link named by `back.label`) and anything beside it (a spinner). */
export function PageHeader({ title, back, children }: { title: string; back?: { to: string; label: string }; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="page-header">
      {back && (
        <Link href={back.to} className={cx(Classes.BUTTON, Classes.MINIMAL)} aria-label={t(back.label)} title={t(back.label)}>
          <Icon icon="arrow-left" />
        </Link>
      )}
      <H1 className="page-title">{t(title)}</H1>
      {children}
    </div>
  );
}

/** A load that failed: what went wrong, as a sentence, and Try again. */
export function LoadFailed({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const t = useT();
  return (
    <Callout intent="warning" role="alert" className="page-callout">
      {error && t(error)} <Button text={t("Try again")} variant="minimal" onClick={onRetry} />
    </Callout>
  );
}

/** A list's load as its screen shows it: the first load, a refresh over what is shown, a failure with Try again. */
export interface ListLoad {
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  onRetry: () => void;
  /** Still waiting for the server after a few seconds (the list flow's `slow` tag). */
  slow?: boolean;
  /** Rows saved on this device are shown. */
  cached?: boolean;
  /** When the shown rows were fetched (ms since the epoch), if known. */
  savedAt?: number;
  /** The device has no connection now. */
  offline?: boolean;
}

/** When a list was fetched, as the header writes its last sync: India's "28-11-26, 9:42 am". */
export const savedOn = (at: number, f: Formats = formatsOf("en")) => f.dateTime(at);

/**
 * What a list says of its load above the rows (issue 49 item 3): offline with saved rows, one calm
 * note of what is shown and from when (the header's Offline tag says the rest); a server slow to
 * answer, the same after a few seconds; any other failure, what went wrong and Try again.
 */
export function ListLoadNote({ load }: { load: ListLoad }) {
  const t = useT();
  const f = useFormats();
  const date = load.savedAt === undefined ? null : savedOn(load.savedAt, f);
  if (load.error && load.cached && load.offline) {
    return (
      <Callout icon="offline" role="status" className="page-callout">
        {date === null ? t("Offline: showing the list saved on this device.") : t("Offline: showing the list saved on {date}.", { date })}{" "}
        <Button text={t("Try again")} variant="minimal" onClick={load.onRetry} />
      </Callout>
    );
  }
  if (load.error) return <LoadFailed error={load.error} onRetry={load.onRetry} />;
  if (!load.slow) return null;
  return (
    <Callout icon="time" role="status" className="page-callout">
      {!load.cached
        ? t("The server is slow to answer. Still trying…")
        : date === null
          ? t("The server is slow to answer: showing the list saved on this device.")
          : t("The server is slow to answer: showing the list saved on {date}.", { date })}
    </Callout>
  );
}

// Blueprint draws a Callout's title as an h5 and a NonIdealState's as an h4: under a page's h1 that
// skips heading levels (axe's heading-order). These two draw the same boxes with the title as an h2,
// sized as Blueprint's (page.css), so every callout and empty state on a page is a section of it.

/** Blueprint's `<Callout>`, its title an h2 that looks like Blueprint's h5. */
export function TitledCallout({ title, children, ...props }: CalloutProps) {
  return (
    <Callout {...props}>
      {title != null && title !== "" && <H2 className="page-callout-title">{title}</H2>}
      {children}
    </Callout>
  );
}

/** Blueprint's `<NonIdealState>`, its title an h2 that looks like Blueprint's h4. */
export function TitledState({ title, description, ...props }: Omit<NonIdealStateProps, "icon"> & { icon?: LargeIconName }) {
  const hasTitle = title != null && title !== "";
  const hasDescription = description != null && description !== "";
  return (
    <NonIdealState
      {...props}
      description={
        hasTitle || hasDescription ? (
          <div>
            {hasTitle && <H2 className="page-state-title">{title}</H2>}
            {hasDescription && <div>{description}</div>}
          </div>
        ) : undefined
      }
    />
  );
}
