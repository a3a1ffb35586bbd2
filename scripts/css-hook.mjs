// `node --import ./scripts/css-hook.mjs`: a process that imports views (unit tests) can load the
// stylesheets they import (`import "./OutletListView.css";`), as empty modules; in the browser the
// build adds them to the document (scripts/clientBuild/plugins.ts, `view-styles`).
import { register } from "node:module";

register("./css-loader.mjs", import.meta.url);
