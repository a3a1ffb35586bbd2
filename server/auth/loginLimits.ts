// Sign-in limits (docs/decisions/010-login-limits.md): the four counters in app_rate_limit a
// sign-in attempt passes before its password is checked, and the slowdown for a number under attack.
import type { FastifyReply, FastifyRequest } from "fastify";
import { LoginErrorCode } from "../../src/codecs/auth.ts";
import type { Config } from "../config.ts";
import type { Queryable } from "../db/db.ts";
import { sendError } from "../http/errors.ts";
import { authAudit } from "./authAudit.ts";
import type { Device } from "./devices.ts";
import { countAttempt, releaseAttempt } from "./rateLimitStore.ts";
import { msg } from "../../src/codecs/language.ts";

export const RATE_LIMITED = msg("Too many sign-in attempts. Please wait a few minutes and try again.");

/**
 * Sign-in slowdown for a number under attack: once its failed sign-ins from untrusted devices pass
 * the limit, each further untrusted attempt waits 250 ms, doubling per failure, at most 5 s. It
 * slows; it never refuses.
 */
export const SLOWDOWN_BASE_MS = 250;
export const SLOWDOWN_MAX_MS = 5_000;
export const slowdownMs = (failures: number, limit: number): number =>
  failures <= limit ? 0 : Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** Math.min(failures - limit - 1, 30));

/** How a sign-in ended: only "failed" (unknown user, wrong password) counts against the limits of failures. */
export type Outcome = "signedIn" | "failed" | "badRequest" | "limited";

const KEYS = {
  address: (ip: string) => `login:addr:${ip}`,
  mobileAddress: (mobile: string, ip: string) => `login:mobile-addr:${mobile}@${ip}`,
  mobile: (mobile: string) => `login:mobile:${mobile}`,
  device: (hash: string) => `login:device:${hash}`,
};

/** Tells the client when the counter's window ends, in whole seconds (at least 1). */
export function setRetryAfter(reply: FastifyReply, ttlMs: number): void {
  reply.header("retry-after", String(Math.max(1, Math.ceil(ttlMs / 1000))));
}

/** Answers 429 to an attempt a counter refused, auditing which counter. */
async function refuse(q: Queryable, req: FastifyRequest, reply: FastifyReply, key: string, ttlMs: number): Promise<void> {
  setRetryAfter(reply, ttlMs);
  await authAudit.rateLimited(q, req, key);
  sendError(reply, 429, LoginErrorCode.rateLimited, RATE_LIMITED);
}

/** What the counters need to know of an attempt. */
export interface LimitedAttempt {
  /** the request's device, when it signed in to this number before */
  trustedDevice: Device | null;
  /** the number signed in to, when the form decoded */
  mobile: string | null;
}

/**
 * One attempt's slots in the counters. Failure counters take a slot before the password is checked
 * (so parallel guesses cannot overrun them) and give it back unless the sign-in failed; an attempt
 * refused by one gives its slot back at once.
 */
export function loginCounters(q: Queryable, config: Config, req: FastifyRequest, reply: FastifyReply, delay: (ms: number) => Promise<void>) {
  const window = config.loginLimitWindowMs;
  const taken: string[] = [];
  const overBudget = async (key: string, max: number): Promise<boolean> => {
    const c = await countAttempt(q, key, window);
    if (c.count <= max) {
      taken.push(key);
      return false;
    }
    await releaseAttempt(q, key);
    await refuse(q, req, reply, key, c.ttlMs);
    return true;
  };
  return {
    /** Takes the attempt's slots, waiting out any slowdown; false when a counter refused it (the 429 is sent). */
    async admit({ trustedDevice, mobile }: LimitedAttempt): Promise<boolean> {
      // a device that signed in to this number before: only its own failures limit it
      if (trustedDevice) return !(await overBudget(KEYS.device(trustedDevice.hash), config.loginLimitPerMobile));
      // every attempt from an address counts against it, a malformed one too
      const addr = await countAttempt(q, KEYS.address(req.ip), window);
      if (addr.count > config.loginLimitPerAddress) {
        await refuse(q, req, reply, KEYS.address(req.ip), addr.ttlMs);
        return false;
      }
      if (mobile !== null) {
        // failures per (number, address) are limited; per number, they only slow strangers down
        if (await overBudget(KEYS.mobileAddress(mobile, req.ip), config.loginLimitPerMobile)) return false;
        const failures = await countAttempt(q, KEYS.mobile(mobile), window);
        taken.push(KEYS.mobile(mobile));
        const wait = slowdownMs(failures.count, config.loginLimitPerMobile);
        if (wait > 0) await delay(wait);
      }
      return true;
    },
    /** Gives the attempt's slots back unless the sign-in failed. */
    async settle(outcome: Outcome): Promise<void> {
      if (outcome !== "failed") for (const key of taken) await releaseAttempt(q, key);
    },
  };
}
