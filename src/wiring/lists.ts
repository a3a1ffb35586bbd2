// A list query as an effect: the decoded rows, or a thrown ApiFailure (what machines expect).
import type * as t from "io-ts";
import { fromPromise } from "xstate";
import type { Api } from "../effects/api.ts";

export const listQuery = <C extends t.Mixed, I extends Record<string, unknown> | void = void>(api: Api, op: string, row: C) =>
  fromPromise<t.TypeOf<C>[], I>(async ({ input, signal }) => {
    const r = await api.query(op, (input ?? {}) as Record<string, unknown>, row, signal);
    if (!r.ok) throw r.failure;
    return r.value;
  });
