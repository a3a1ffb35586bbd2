// What `npm start` prints (issue 49 item 10; decision 069): its plain-text lines (migrations, demo
// data, where SMS and files go), then the banner (the URL and the demo logins) in one write, and only
// then the server's log: the same JSON lines as ever (pino redacts before it writes), on pino's own
// stdout destination. The lines logged while the start is under way (Fastify's "Server listening
// at ...", one per address) are held and written after the banner, in order, so none lands among
// the start's lines or inside the banner. None is dropped: a failed start writes them before its
// "Cannot start" line.
import pino from "pino";
import { demoLoginsText } from "./db/demo.ts";

/** Where pino writes (its destination, or a test's collector): one call per log line. */
export interface LineSink {
  write(line: string): unknown;
}

/** The start's log: held until `release()`, then passed straight through. */
export interface HeldLog extends LineSink {
  write(line: string): boolean;
  /** writes the held lines, in order, and lets every later line through */
  release(): void;
  /** pino calls it (logger.flush) when its destination has one */
  flush(cb?: (err?: Error | null) => void): void;
}

export function heldLog(sink: LineSink & { flush?: (cb?: (err?: Error | null) => void) => void }): HeldLog {
  let held: string[] | null = [];
  return {
    write(line) {
      if (held) held.push(line);
      else sink.write(line);
      return true;
    },
    release() {
      const lines = held;
      held = null;
      for (const line of lines ?? []) sink.write(line);
    },
    flush(cb) {
      if (sink.flush) sink.flush(cb);
      else cb?.();
    },
  };
}

/** The banner: where the dashboard is, the demo logins, and what follows. One string, written in one go. */
export function bannerText(url: string, where: string): string {
  return [
    "",
    `Field Ops dashboard on ${url} (${where})`,
    demoLoginsText(),
    "",
    "The server's log follows, one JSON line per event (LOG_LEVEL sets how much). Ctrl+C stops the server.",
    "",
  ].join("\n");
}

/** Where the start's plain lines and the banner go (process.stdout); the callback runs once the write is handed to the system. */
export interface Out {
  write(text: string, done?: (err?: Error | null) => void): unknown;
}

/**
 * Runs `start` with its log held and its plain lines (`say`) on `out`; then writes the banner in one
 * write and, once it is out, the held log lines and every later one. A failed start writes the
 * held lines and throws its error.
 */
export async function startThenBanner<T extends { url: string }>(
  start: (io: { logStream: HeldLog; say: (line: string) => void }) => Promise<T>,
  where: string,
  { out = process.stdout, sink = pino.destination() }: { out?: Out; sink?: LineSink } = {},
): Promise<T> {
  const logStream = heldLog(sink);
  let started: T;
  try {
    started = await start({ logStream, say: (line) => out.write(`${line}\n`) });
  } catch (e) {
    logStream.release();
    throw e;
  }
  await new Promise<void>((resolve) => out.write(bannerText(started.url, where), () => resolve()));
  logStream.release();
  return started;
}
