// Blueprint-looking markup for the first load (/signin, the sign-in gate, the error state): the
// markup Blueprint's components render, with their class names, on plain elements. None of
// @blueprintjs/core's components (nor @blueprintjs/icons) is in the first load; the entry's
// stylesheet (firstLoad.css) has the rules of blueprint.css for the `bp6-` class names written in
// bp.ts (`BP`) and the other first-load views (esbuild.config.mjs, FIRST_LOAD_VIEWS), so write each
// class name out in full, never built from parts.
import type { MouseEventHandler, ReactNode } from "react";
import { BP } from "./bp.ts";
import { cx } from "./styles.ts";

export { BP };

/** The paths of the few icons drawn here (@blueprintjs/icons 6: 16 px, and 20 px for larger sizes). */
const ICONS = {
  error: {
    16: "M7.99-.01c-4.42 0-8 3.58-8 8s3.58 8 8 8 8-3.58 8-8-3.58-8-8-8m1 13h-2v-2h2zm0-3h-2v-7h2z",
    20: "M10 0C4.48 0 0 4.48 0 10s4.48 10 10 10 10-4.48 10-10S15.52 0 10 0m1 16H9v-2h2zm0-3H9V4h2z",
  },
  "double-caret-vertical": {
    16: "M5 7h6a1.003 1.003 0 0 0 .71-1.71l-3-3C8.53 2.11 8.28 2 8 2s-.53.11-.71.29l-3 3A1.003 1.003 0 0 0 5 7m6 2H5a1.003 1.003 0 0 0-.71 1.71l3 3c.18.18.43.29.71.29s.53-.11.71-.29l3-3A1.003 1.003 0 0 0 11 9",
    20: undefined,
  },
  cross: {
    16: "m9.41 8 3.29-3.29c.19-.18.3-.43.3-.71a1.003 1.003 0 0 0-1.71-.71L8 6.59l-3.29-3.3a1.003 1.003 0 0 0-1.42 1.42L6.59 8 3.3 11.29c-.19.18-.3.43-.3.71a1.003 1.003 0 0 0 1.71.71L8 9.41l3.29 3.29c.18.19.43.3.71.3a1.003 1.003 0 0 0 .71-1.71z",
    20: undefined,
  },
} as const;

/** Blueprint's `<Icon>`, decorative (hidden from assistive technology). */
export function Icon({ icon, size = 16, className }: { icon: keyof typeof ICONS; size?: number; className?: string }) {
  const paths = ICONS[icon];
  const grid = size >= 20 && paths[20] ? 20 : 16;
  return (
    <span className={cx(BP.ICON, BP.iconClass[icon], className)} aria-hidden="true">
      <svg data-icon={icon} width={size} height={size} viewBox={`0 0 ${grid} ${grid}`} aria-hidden="true">
        <path d={grid === 20 ? paths[20] : paths[16]} fillRule="evenodd" />
      </svg>
    </span>
  );
}

/** Blueprint's small `<Spinner>` inside a loading button. */
function ButtonSpinner() {
  const circle = "M 50,50 m 0,-45 a 45,45 0 1 1 0,90 a 45,45 0 1 1 0,-90";
  return (
    <div className={cx(BP.SPINNER, BP.BUTTON_SPINNER)} role="progressbar" aria-label="loading" aria-valuemin={0} aria-valuemax={100}>
      <div className={BP.SPINNER_ANIMATION}>
        <svg aria-hidden="true" width={20} height={20} strokeWidth="16.00" viewBox="-3.00 -3.00 106.00 106.00">
          <path className={BP.SPINNER_TRACK} d={circle} />
          <path className={BP.SPINNER_HEAD} d={circle} pathLength={280} strokeDasharray="280 280" strokeDashoffset={210} />
        </svg>
      </div>
    </div>
  );
}

/** Blueprint's `<Button>`: while `loading`, disabled with a spinner over its text. */
export function Button({
  text,
  type = "button",
  primary = false,
  fill = false,
  loading = false,
  disabled = false,
  onClick,
}: {
  text: string;
  type?: "button" | "submit";
  primary?: boolean;
  fill?: boolean;
  loading?: boolean;
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}) {
  return (
    <button
      type={type}
      className={cx(BP.BUTTON, (loading || disabled) && BP.DISABLED, fill && BP.FILL, loading && BP.LOADING, primary && BP.INTENT_PRIMARY)}
      disabled={loading || disabled}
      tabIndex={loading ? -1 : undefined}
      onClick={onClick}
    >
      {loading && <ButtonSpinner />}
      <span className={BP.BUTTON_TEXT}>{text}</span>
    </button>
  );
}

/** Blueprint's `<Callout intent="danger">` with its icon. */
export function DangerCallout({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={cx(BP.CALLOUT, BP.INTENT_DANGER, BP.CALLOUT_HAS_BODY_CONTENT, BP.CALLOUT_ICON, className)} id={id} role="alert">
      <Icon icon="error" />
      {children}
    </div>
  );
}
