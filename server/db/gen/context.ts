// What every part of the demo-data generator shares: the PRNG, the scale, the dates.
import { addDays, format } from "date-fns";
import { programmeMonth } from "../../../src/codecs/calendar.ts";
import { createRng, mobiles, type Rng } from "./random.ts";

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

export interface GenOptions {
  seed: number;
  /** 1 = demo size; 10 = ten times the rows (benchmarks); fractions give smaller sets */
  scale: number;
  /** "today"; every date is relative to it (financial year April-March) */
  today: Date;
  /** the demo AMMD's large region too (issue 50: 1,000 more FCPs, 50,000 workshops; ./largeRegion.ts) */
  largeRegion?: boolean;
}

export interface Ctx {
  rng: Rng;
  scale: number;
  today: Date;
  /** The month (0-11) in India at the given instant: the month the birthdays list shows. */
  birthdayMonth: number;
  /** 1 April of the current financial year, and 31 March that ends it */
  fyStart: Date;
  fyEnd: Date;
  mobile: () => string;
  /** a running number per id prefix, for unique sfids */
  seq(prefix: string): number;
}

export function financialYear(today: Date): { start: Date; end: Date } {
  const y = today.getMonth() >= 3 ? today.getFullYear() : today.getFullYear() - 1;
  return { start: new Date(y, 3, 1), end: new Date(y + 1, 2, 31) };
}

export function createCtx(o: GenOptions): Ctx {
  const rng = createRng(o.seed);
  const today = new Date(o.today.getFullYear(), o.today.getMonth(), o.today.getDate());
  const { start, end } = financialYear(today);
  const counters = new Map<string, number>();
  return {
    rng,
    scale: o.scale,
    today,
    birthdayMonth: programmeMonth(o.today) - 1,
    fyStart: start,
    fyEnd: end,
    mobile: mobiles(rng),
    seq(prefix) {
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      return n;
    },
  };
}

export const ts = (d: Date) => format(d, "yyyy-MM-dd HH:mm:ss");
export const day = (d: Date) => format(d, "yyyy-MM-dd");

/** A random moment between two dates (inclusive days), at a working hour. */
export function between(ctx: Ctx, from: Date, to: Date): Date {
  const days = Math.max(0, Math.round((to.getTime() - from.getTime()) / 86_400_000));
  const d = addDays(from, ctx.rng.int(0, days));
  d.setHours(ctx.rng.int(9, 17), ctx.rng.pick([0, 15, 30, 45]), 0, 0);
  return d;
}

export const personName = (ctx: Ctx, first: readonly string[], last: readonly string[]) => `${ctx.rng.pick(first)} ${ctx.rng.pick(last)}`;
export const emailOf = (name: string, n: number) => `${name.toLowerCase().replace(/[^a-z]+/g, ".")}${n}@example.in`;
