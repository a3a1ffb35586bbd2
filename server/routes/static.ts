// The built client (www/): hashed /assets/* cached for a year, index.html never cached and
// served for every non-API GET that is not a file (the client routes, and redirects unknown
// paths to /404); /signin gets signin.html, the same page with the sign-in card drawn in. Unknown /api paths answer 404 JSON. Build by-products (source maps, an
// esbuild metafile left by an older build) are never served.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sendError } from "../http/errors.ts";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const NO_CACHE = "no-cache";

/** Files of the built client that stay on the server: source maps and the esbuild metafile. */
const PRIVATE_FILE = /(\.map|^\/meta\.json)$/i;

export async function staticRoutes(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = resolve(staticDir);
  const built = existsSync(join(root, "index.html"));
  const sendIndex = (reply: FastifyReply) => reply.header("cache-control", NO_CACHE).type("text/html; charset=utf-8").sendFile("index.html", root);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      index: false,
      wildcard: true,
      cacheControl: false,
      dotfiles: "ignore",
      allowedPath: (path) => !PRIVATE_FILE.test(path),
      setHeaders(res, path) {
        res.header("cache-control", path.startsWith(join(root, "assets")) ? IMMUTABLE : NO_CACHE);
      },
    });
    app.get("/", (_req, reply) => sendIndex(reply));
    // /signin's own page: the sign-in card drawn at build time, so it paints before the app runs (decision 031)
    const signin = existsSync(join(root, "signin.html"));
    app.get("/signin", (_req, reply) =>
      signin ? reply.header("cache-control", NO_CACHE).type("text/html; charset=utf-8").sendFile("signin.html", root) : sendIndex(reply),
    );
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0] ?? "";
    const api = path === "/api" || path.startsWith("/api/") || path.startsWith("/media/");
    if (api || (req.method !== "GET" && req.method !== "HEAD") || path.startsWith("/assets/")) {
      return sendError(reply, 404, "not_found", `No such resource: ${req.method} ${path.slice(0, 100)}`);
    }
    if (!built) return sendError(reply, 503, "not_built", "The client is not built yet: run `npm run build` (or `npm start`).");
    return sendIndex(reply);
  });
}
