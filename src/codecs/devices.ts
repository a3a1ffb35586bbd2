// The devices a person signed in on (issue 14, docs/decisions/016-sessions-and-devices.md): the
// list the person sees (the name the browser gives, first and last sign-in, this one marked) and
// signing one out (its sessions end at once, and it is no longer trusted).
import * as t from "io-ts";
import { defineRead, defineWrite, exactParams, IdRow, noParams, RowId } from "./contract.ts";
import { listSlot } from "./lists.ts";

export const Device = t.type({
  id: t.number,
  name: t.string,
  /** ISO times of its first and its last sign-in */
  firstSeen: t.string,
  lastSeen: t.string,
  /** the device this list is shown on */
  current: t.boolean,
});
export type Device = t.TypeOf<typeof Device>;

/** The caller's own devices, last used first. */
export const devicesMine = defineRead("devices.mine", { params: noParams, row: Device, roles: "any" });
/** Signs one of the caller's devices out. */
export const devicesSignOut = defineWrite("devices.signOut", { params: exactParams({ id: RowId }), row: IdRow, roles: "any" });

export const devicesSlot = listSlot("devices", Device);
