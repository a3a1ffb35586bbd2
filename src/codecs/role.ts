import { oneOf } from "./form.ts";
import type * as t from "io-ts";

export const ROLES = ["FCP", "CMDI", "AMMD"] as const;
export const ROLE_MESSAGE = "Should be one of CMDI, FCP, AMMD";
export const Role = oneOf(ROLES, ROLE_MESSAGE);
export type Role = t.TypeOf<typeof Role>;
/** The role a sign-in form starts with when none is remembered. */
export const DEFAULT_ROLE: Role = "FCP";
