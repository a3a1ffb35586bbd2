// A phone's link for the Chromium benches: a TCP relay in front of the bench's server that every
// connection of a browser context goes through, the page's and its service worker's alike (Chrome's
// own throttling, Network.emulateNetworkConditions, is set on the page's target and leaves the
// worker's requests at full speed). One link for all connections: each direction is a queue that
// sends at the link's rate (first come, first sent, in pieces of 4 KiB so that connections
// interleave), then half the round trip of flight; a new connection costs one round trip (the TCP
// handshake) before its first bytes leave. `delivered` keeps when each piece reached the browser
// (epoch ms, as the page's performance.timeOrigin + now()), for the bytes on the wire before a moment.
import { createConnection, createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export interface LinkProfile {
  name: string;
  /** Round trip, ms. */
  rtt: number;
  /** Down and up, bits per second. */
  down: number;
  up: number;
}

/** Chrome's "Slow 4G" (Lighthouse's mobile throttling) and "Slow 3G" (400 ms, 400 kbit/s). */
export const SLOW_4G: LinkProfile = { name: "slow 4G", rtt: 150, down: 1.6 * 1024 * 1024, up: 750 * 1024 };
export const SLOW_3G: LinkProfile = { name: "slow 3G", rtt: 400, down: 400 * 1024, up: 400 * 1024 };

const PIECE = 4096;

export interface Link {
  url: string;
  /** Pieces delivered to the browser: when (epoch ms) and how many bytes. */
  delivered: { at: number; bytes: number }[];
  /** Bytes delivered to the browser in [from, to) (epoch ms). */
  bytesBetween(from: number, to: number): number;
  close(): Promise<void>;
}

/** A relay on a free port of 127.0.0.1 to `port`, shaped as `p`. */
export async function phoneLink(port: number, p: LinkProfile): Promise<Link> {
  const delivered: Link["delivered"] = [];
  const sockets = new Set<Socket>();
  // when each direction's sender is free again (performance.now() ms)
  const freeAt = { down: 0, up: 0 };
  const now = () => performance.now();
  const epoch = () => performance.timeOrigin + performance.now();

  /** A one-way pipe from `from` to `to` through the link's `dir` queue; `notBefore`: the handshake. */
  function pipe(from: Socket, to: Socket, dir: "down" | "up", notBefore: number) {
    const queue: { due: number; data: Buffer }[] = [];
    let timer: NodeJS.Timeout | null = null;
    let ended = false;
    const pump = () => {
      timer = null;
      const t = now();
      while (queue.length && queue[0]!.due <= t + 0.5) {
        const { data } = queue.shift()!;
        if (!to.destroyed) to.write(data);
        if (dir === "down") delivered.push({ at: epoch(), bytes: data.length });
      }
      if (queue.length) timer = setTimeout(pump, queue[0]!.due - t);
      else if (ended && !to.destroyed) to.end();
    };
    from.on("data", (chunk: Buffer) => {
      for (let i = 0; i < chunk.length; i += PIECE) {
        const data = chunk.subarray(i, i + PIECE);
        const start = Math.max(now(), freeAt[dir], notBefore);
        freeAt[dir] = start + ((data.length * 8) / p[dir]) * 1000;
        queue.push({ due: freeAt[dir] + p.rtt / 2, data });
      }
      if (!timer) pump();
    });
    from.on("end", () => {
      ended = true;
      if (!timer) pump();
    });
  }

  const server = createServer((client) => {
    const upstream = createConnection({ port, host: "127.0.0.1" });
    sockets.add(client).add(upstream);
    const handshake = now() + p.rtt;
    pipe(client, upstream, "up", handshake);
    pipe(upstream, client, "down", handshake);
    const gone = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", gone).on("close", () => setTimeout(gone, p.rtt));
    upstream.on("error", gone);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    delivered,
    bytesBetween: (from, to) => delivered.filter((d) => d.at >= from && d.at < to).reduce((s, d) => s + d.bytes, 0),
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
