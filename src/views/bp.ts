// Blueprint's class names for the first load, written out (decision 052: @blueprintjs/core's
// `Classes` would add ~10 KB gzip to /signin). Plain TypeScript with no React, so the drawn sign-in
// card's controller (src/signin/drawnCard.ts) uses them without React in /signin's first load;
// firstLoad.tsx re-exports them for the first-load views.

/**
 * Blueprint's class names for the first-load views, which may not import @blueprintjs/core (its
 * `Classes` would add ~10 KB gzip to /signin): each key is the name in Blueprint's `Classes`, each
 * value the literal the build scans for (`iconClass` mirrors `Classes.iconClass(name)`;
 * NON_IDEAL_STATE_VERTICAL is the class Blueprint's NonIdealState builds from NON_IDEAL_STATE and
 * its layout). test/unit/views/firstLoad.test.ts keeps every value equal to Blueprint's.
 */
export const BP = {
  BUTTON: "bp6-button",
  BUTTON_SPINNER: "bp6-button-spinner",
  BUTTON_TEXT: "bp6-button-text",
  CALLOUT: "bp6-callout",
  CALLOUT_HAS_BODY_CONTENT: "bp6-callout-has-body-content",
  CALLOUT_ICON: "bp6-callout-icon",
  CARD: "bp6-card",
  DARK: "bp6-dark",
  DISABLED: "bp6-disabled",
  ELEVATION_0: "bp6-elevation-0",
  FILL: "bp6-fill",
  FORM_CONTENT: "bp6-form-content",
  FORM_GROUP: "bp6-form-group",
  FORM_HELPER_TEXT: "bp6-form-helper-text",
  HEADING: "bp6-heading",
  HTML_SELECT: "bp6-html-select",
  ICON: "bp6-icon",
  ICON_MUTED: "bp6-icon-muted",
  INPUT: "bp6-input",
  INPUT_GROUP: "bp6-input-group",
  INTENT_DANGER: "bp6-intent-danger",
  INTENT_PRIMARY: "bp6-intent-primary",
  LABEL: "bp6-label",
  LOADING: "bp6-loading",
  MINIMAL: "bp6-minimal",
  NON_IDEAL_STATE: "bp6-non-ideal-state",
  NON_IDEAL_STATE_TEXT: "bp6-non-ideal-state-text",
  NON_IDEAL_STATE_VERTICAL: "bp6-non-ideal-state-vertical",
  NON_IDEAL_STATE_VISUAL: "bp6-non-ideal-state-visual",
  SPINNER: "bp6-spinner",
  SPINNER_ANIMATION: "bp6-spinner-animation",
  SPINNER_HEAD: "bp6-spinner-head",
  SPINNER_TRACK: "bp6-spinner-track",
  iconClass: {
    error: "bp6-icon-error",
    "double-caret-vertical": "bp6-icon-double-caret-vertical",
    cross: "bp6-icon-cross",
  },
} as const;
