// A file picker on the upload machine's flow (Upload your Submissions, the photo gallery): a
// button-looking label over the visually hidden native input (one file at a time, the same file
// may be picked again), a spinner while the flow is busy, and its alert with the spec's words.
import { useId, type ReactNode } from "react";
import { Button, Classes, Icon, Spinner } from "@blueprintjs/core";
import { TitledCallout } from "../shell/PageStates.tsx";
import { cx } from "../styles.ts";
import "./UploadPicker.css";

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
}: {
  /** The button's text. */
  label: string;
  accept: string;
  u: Uploader;
  /** The input's accessible name when it says more than the button (it starts with `label`). */
  inputLabel?: string;
  /** More controls beside the button (the gallery's Camera). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="upload-picker">
      <div className="upload-picker-choose">
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={u.busy}
          className="upload-picker-file"
          aria-label={inputLabel}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            if (f) u.onFile(f);
            e.currentTarget.value = ""; // the same file may be picked again
          }}
        />
        <label htmlFor={id} className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY, u.busy && Classes.DISABLED)}>
          <Icon icon={accept === "application/pdf" ? "document" : "media"} />
          <span className={Classes.BUTTON_TEXT}>{label}</span>
        </label>
        {children}
        {u.busy && <Spinner size={16} aria-label={u.locating ? "Finding where the photo was taken" : "Uploading"} />}
      </div>
      {u.alert && (
        <TitledCallout
          intent={u.alert.intent}
          title={u.alert.title ?? undefined}
          role={u.alert.intent === "danger" ? "alert" : "status"}
          className="upload-picker-alert"
        >
          {u.alert.message} <Button variant="minimal" size="small" text="OK" onClick={u.onDismiss} />
        </TitledCallout>
      )}
    </div>
  );
}
