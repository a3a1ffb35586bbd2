// A file picker on the upload machine's flow (Upload your Submissions, the photo gallery): a
// button-looking label over the visually hidden native input (one file at a time, the same file
// may be picked again), a spinner while the flow is busy, and its alert with the spec's words.
import { useId, type ReactNode } from "react";
import { Button, Classes, Icon, Spinner } from "@blueprintjs/core";
import { TitledCallout } from "../shell/PageStates.tsx";
import { cx } from "../styles.ts";
import "./UploadPicker.css";
import type { Translate } from "../../codecs/i18n.ts";
import { NO_LOCATION_NOTE } from "../../codecs/photoLocation.ts";
import { UPLOAD_FAILED } from "../../codecs/upload.ts";
import { useT } from "../i18n.tsx";

/**
 * An upload alert's message in the reader's language: the upload flow says one of the upload
 * codec's texts, the same followed by the note that the photo has no location, or the failure
 * followed by its reason (the server's words, as they come).
 */
export function alertText(message: string, t: Translate): string {
  if (message.startsWith(UPLOAD_FAILED)) return t("Image Upload Failed-{reason}", { reason: t(message.slice(UPLOAD_FAILED.length)) });
  if (message.endsWith(` ${NO_LOCATION_NOTE}`)) return `${t(message.slice(0, -NO_LOCATION_NOTE.length - 1))} ${t(NO_LOCATION_NOTE)}`;
  return t(message);
}

/** What the upload flow says of the last file (the spec's words). */
export interface UploadAlert {
  title: string | null;
  message: string;
  intent: "danger" | "success" | "warning";
}

/** The upload machine's flow as a picker draws it. */
export interface Uploader {
  busy: boolean;
  /** Finding where the photo was taken (decision 047): the spinner says so. */
  locating?: boolean;
  alert: UploadAlert | null;
  onFile: (file: File) => void;
  onDismiss: () => void;
}

export function UploadPicker({
  label,
  accept,
  u,
  inputLabel,
  children,
  choose = true,
}: {
  /** The button's text. */
  label: string;
  accept: string;
  u: Uploader;
  /** The input's accessible name when it says more than the button (it starts with `label`). */
  inputLabel?: string;
  /** More controls beside the button (the gallery's Camera). */
  children?: ReactNode;
  /** false: no button (nothing more may be picked: the ETTC document once there is one), only the flow's alert. */
  choose?: boolean;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="upload-picker">
      {choose && (
        <div className="upload-picker-choose">
          <input
            id={id}
            type="file"
            accept={accept}
            disabled={u.busy}
            className="upload-picker-file"
            aria-label={inputLabel && t(inputLabel)}
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              if (f) u.onFile(f);
              e.currentTarget.value = ""; // the same file may be picked again
            }}
          />
          <label htmlFor={id} className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY, u.busy && Classes.DISABLED)}>
            <Icon icon={accept === "application/pdf" ? "document" : "media"} />
            <span className={Classes.BUTTON_TEXT}>{t(label)}</span>
          </label>
          {children}
          {u.busy && <Spinner size={16} aria-label={u.locating ? t("Finding where the photo was taken") : t("Uploading")} />}
        </div>
      )}
      {u.alert && (
        <TitledCallout
          intent={u.alert.intent}
          title={u.alert.title ? t(u.alert.title) : undefined}
          role={u.alert.intent === "danger" ? "alert" : "status"}
          className="upload-picker-alert"
        >
          {alertText(u.alert.message, t)} <Button variant="minimal" size="small" text={t("OK")} onClick={u.onDismiss} />
        </TitledCallout>
      )}
    </div>
  );
}
