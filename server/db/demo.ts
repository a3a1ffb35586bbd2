// Demo accounts and fixed ids shared by the seed, main.ts (start-up banner) and the README.
import type { Role } from "../../src/codecs/role.ts";

export const DEMO_PASSWORD = "demo1234";

export interface DemoAccount {
  /** what the README and the banner call it */
  label: "FCP" | "CMDI" | "AMMD" | "Super Admin";
  /** the role chosen on the sign-in form */
  role: Role;
  name: string;
  mobile: string;
  sfid: string;
}

export const DEMO_FCP: DemoAccount = { label: "FCP", role: "FCP", name: "Asha Verma", mobile: "9000000001", sfid: "0015g00000DEMO1AAA" };
export const DEMO_CMDI: DemoAccount = { label: "CMDI", role: "CMDI", name: "Ravi Kumar", mobile: "9000000002", sfid: "a0B5g00000DEMO2AAA" };
export const DEMO_AMMD: DemoAccount = { label: "AMMD", role: "AMMD", name: "Meera Iyer", mobile: "9000000003", sfid: "a0B5g00000DEMO3AAA" };
export const DEMO_SUPER: DemoAccount = { label: "Super Admin", role: "AMMD", name: "Sunil Admin", mobile: "9000000004", sfid: "a0B5g00000DEMO4AAA" };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_FCP, DEMO_CMDI, DEMO_AMMD, DEMO_SUPER];

/** The demo logins as printed by `npm start` (and listed in the README). */
export function demoLoginsText(): string {
  const rows = DEMO_ACCOUNTS.map(
    (a) => `  ${a.label.padEnd(12)} ${a.name.padEnd(12)} ${a.mobile}${a.label === "Super Admin" ? "  (sign in with role AMMD)" : ""}`,
  );
  return [`Demo accounts (password ${DEMO_PASSWORD}):`, ...rows].join("\n");
}

/**
 * Fixed account record-type ids (the spec's build configuration carries them). Only the FCP
 * one takes part in sign-in; the others mark the schools / HPAs a workshop can be held at.
 */
export const RECORD_TYPES = {
  fcp: "0125g000000FCPxAAA",
  artMaker: "0125g000000ARTxAAA",
  hobbyClassTeacher: "0125g000000HCTxAAA",
  hobbyCentres: "0125g000000HCExAAA",
  hobbyProfessional: "0125g000000HPRxAAA",
  others: "0125g000000OTHxAAA",
  professional: "0125g000000PROxAAA",
  recreational: "0125g000000RECxAAA",
  vocationalHpa: "0125g000000VOCxAAA",
} as const;
export const FCP_RECORD_TYPE = RECORD_TYPES.fcp;

export { WORKSHOP_STAGES, PHOTO_TYPES, type WorkshopStage } from "../../src/codecs/workshop.ts";

/** The training statuses and types are the client's (src/codecs/training.ts): one list for both. */
export { TRAINING_STATUSES, TRAINING_TYPES } from "../../src/codecs/training.ts";
