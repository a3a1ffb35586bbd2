// Client build. `node esbuild.config.mjs build` writes www/ (minified, code-split, hashed names)
// and www/index.html pointing at the hashed entry files. `watch` rebuilds on change.
// www/ is what the server serves, so the build's metafile goes to build/meta.json (read by
// bench/shell.bench.ts), and a production build's source maps are external: written next to the
// files for whoever debugs a stack trace, never linked from them, and never served.
import * as esbuild from "esbuild";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { realpathSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

export const META_FILE = "build/meta.json";
const { version } = JSON.parse(await readFile(new URL("./package.json", import.meta.url), "utf8"));

export const buildOptions = (prod) => ({
  entryPoints: { main: "src/main.tsx" },
  outdir: "www/assets",
  publicPath: "/assets",
  bundle: true,
  format: "esm",
  splitting: true,
  platform: "browser",
  target: ["es2022"],
  jsx: "automatic",
  loader: { ".woff": "file", ".woff2": "file", ".ttf": "file", ".eot": "file", ".svg": "file", ".png": "file" },
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "files/[name]-[hash]",
  define: { "process.env.NODE_ENV": JSON.stringify(prod ? "production" : "development"), "process.env.APP_VERSION": JSON.stringify(version) },
  minify: prod,
  sourcemap: prod ? "external" : "inline",
  metafile: true,
  logLevel: "warning",
});

/** Writes www/index.html with the hashed names of the entry's JS and CSS. */
async function writeIndex(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === "src/main.tsx");
  if (!entry) throw new Error("no entry output in metafile");
  const js = "/" + entry[0].replace(/^www\//, "");
  const css = entry[1].cssBundle ? "/" + entry[1].cssBundle.replace(/^www\//, "") : null;
  const template = await readFile("index.html", "utf8");
  const html = template
    .replace("<!--css-->", css ? `<link rel="stylesheet" href="${css}">` : "")
    .replace("<!--js-->", `<script type="module" src="${js}"></script>`);
  await writeFile("www/index.html", html);
  await mkdir(dirname(META_FILE), { recursive: true });
  await writeFile(META_FILE, JSON.stringify(metafile));
}

/**
 * The index of @blueprintjs/icons re-exports `getIconPaths`, which statically imports every icon's
 * paths; with code splitting esbuild then puts both 300 KB path tables in the first load even
 * though nothing calls it. Load that index without this re-export: icons
 * still load on demand through `Icons` (and a use of `getIconPaths` fails the build loudly).
 */
const iconsWithoutAllPaths = {
  name: "blueprint-icons-lazy-paths",
  setup(b) {
    b.onLoad({ filter: /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]index\.js$/ }, async (a) => ({
      contents: (await readFile(a.path, "utf8")).replace(/^export \{[^}]*\} from "\.\/allPaths";$/m, ""),
      loader: "js",
    }));
  },
};

const plugins = [iconsWithoutAllPaths, { name: "index-html", setup(b) { b.onEnd((r) => { if (r.metafile && !r.errors.length) return writeIndex(r.metafile); }); } }];

async function main(mode) {
  const options = buildOptions(mode === "build");
  await rm("www/assets", { recursive: true, force: true });
  await rm("www/meta.json", { force: true }); // where older builds put it
  await mkdir("www/assets", { recursive: true });
  if (mode === "watch") {
    const ctx = await esbuild.context({ ...options, plugins });
    await ctx.watch();
    console.log("esbuild: watching src/");
  } else {
    await esbuild.build({ ...options, plugins });
    console.log("esbuild: built www/");
  }
}

// Run as a command; imported (by a test), it only gives its options.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv[2] ?? "build");
