// People in a bulk import (issue 46 item 2; decisions 077, 086): the super admin's file of FCPs,
// CMDIs and AMMDs. Each row is decoded with the person form's codec (PersonForm) and then run
// through the very ops of the form (people.add, people.edit, people.move: server/ops/managePeople.ts),
// so a row is refused with exactly the form's message and a new person's invitation SMS goes by the
// same function. The natural key is the person's mobile number; a row names its manager (an FCP's
// CMDI, a CMDI's AMMD) by the manager's mobile number, which is turned into the manager's sfid
// before the ops see it (a number no active manager of that role has is refused by the op, its
// refusal said of the number: "No active CMDI has this mobile number", decision 111).
//
// The check runs each changing row's ops inside a transaction rolled back to a savepoint (nothing is
// written, nothing sent): what they refuse is the row's problem. The write runs them again for real,
// each row under its own savepoint, the invitations handed over once the batch committed. A row
// whose number is a person's updates them (name, record type; their manager changed is a move) or
// leaves them as they are; the same file twice creates nobody and invites nobody again.
import { duplicatePersonRow, IMPORT_MESSAGES, PERSON_IMPORT_COLUMNS, PERSON_IMPORT_LABELS, type RowProblem } from "../../src/codecs/bulkImport.ts";
import { decodeForm } from "../../src/codecs/form.ts";
import { mobileDigits } from "../../src/codecs/mobile.ts";
import { emptyPersonForm, FCP_TYPES, PERSON_KINDS, PersonForm, type PersonField, type PersonKind } from "../../src/codecs/peopleAdmin.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import type { Queryable } from "../db/db.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import { PEOPLE_WRITES } from "../ops/managePeople.ts";
import { OpError, type OpContext } from "../ops/registry.ts";
import { headersOf, type Existing, type ImportSpec, type RowOutcome, type WriteContext } from "./spec.ts";

const KEYS = PERSON_IMPORT_COLUMNS.map((c) => c.key);
const keyOf = (mobile: string) => `mobile:${mobile.trim()}`;
const KIND_BY_UPPER = new Map(PERSON_KINDS.map((k) => [k.toUpperCase(), k]));
const TYPE_BY_LOWER = new Map(FCP_TYPES.map((x) => [x.toLowerCase(), x]));
/** The op's field of a refusal ("to" of a move) as the file's column. */
const FIELD_OF: Record<string, PersonField> = {
  to: "cmdi",
  kind: "kind",
  name: "name",
  mobile: "mobile",
  fcp_type: "fcp_type",
  cmdi: "cmdi",
  ammd: "ammd",
};

/** A person a row's number names: who they are and their values as the file has them. */
interface Held extends Existing {
  kind: PersonKind;
}

/** The people holding these numbers (an FCP, a CMDI or an AMMD, switched off or not), each with their manager's mobile. */
async function heldBy(q: Queryable, keys: string[]): Promise<Map<string, Held>> {
  const mobiles = keys.map((k) => k.slice("mobile:".length));
  const r = await q.query<{ kind: PersonKind; id: number; name: string; mobile: string; fcp_type: string; cmdi: string; ammd: string }>(
    `SELECT 'FCP' AS kind, a.id, coalesce(a.name, '') AS name, a.phone AS mobile, coalesce(a.user_type__c, '') AS fcp_type,
            coalesce(c.login_mobile_number__c, '') AS cmdi, '' AS ammd
       FROM account a LEFT JOIN product_user__c c ON c.sfid = a.assigned_cmdi__c
      WHERE a.phone = ANY($1::text[]) AND a.recordtypeid = $2 AND a.isdeleted IS NOT TRUE
     UNION ALL
     SELECT p.type__c AS kind, p.id, coalesce(p.name, '') AS name, p.login_mobile_number__c AS mobile, '' AS fcp_type, '' AS cmdi,
            CASE WHEN p.type__c = 'CMDI' THEN coalesce(m.login_mobile_number__c, '') ELSE '' END AS ammd
       FROM product_user__c p LEFT JOIN product_user__c m ON m.sfid = p.reporting_to_ammd__c
      WHERE p.login_mobile_number__c = ANY($1::text[]) AND p.type__c IN ('FCP', 'CMDI', 'AMMD')
      ORDER BY 1, 2`,
    [mobiles, FCP_RECORD_TYPE],
  );
  const held = new Map<string, Held>();
  for (const p of r.rows) {
    const key = keyOf(p.mobile);
    if (!held.has(key))
      held.set(key, {
        kind: p.kind,
        id: p.id,
        values: { kind: p.kind, name: p.name, mobile: p.mobile, fcp_type: p.fcp_type, cmdi: p.cmdi, ammd: p.ammd },
      });
  }
  return held;
}

/**
 * The sfids of the active managers these rows name, by role and mobile. A number no active manager
 * of that role has stays as it is: the op then finds no such manager and refuses with its message.
 */
async function managersOf(q: Queryable, rows: readonly { values: Record<string, string> }[]): Promise<Map<string, string>> {
  const mobiles = [...new Set(rows.flatMap((r) => [r.values.cmdi ?? "", r.values.ammd ?? ""]).filter((m) => m !== ""))];
  const r = await q.query<{ type: string; mobile: string; sfid: string }>(
    `SELECT type__c AS type, login_mobile_number__c AS mobile, sfid FROM product_user__c
      WHERE login_mobile_number__c = ANY($1::text[]) AND type__c IN ('CMDI', 'AMMD') AND active__c IS NOT FALSE AND sfid IS NOT NULL`,
    [mobiles],
  );
  return new Map(r.rows.map((m) => [`${m.type}:${m.mobile}`, m.sfid]));
}

/** The importer as the ops see them: the super admin (the ops read only their subject). */
function opContext(q: Queryable, c: WriteContext): OpContext {
  const [kind, id] = c.subject.split(":");
  const user: SessionUser = {
    id: Number(id),
    sfid: c.sfid,
    name: "",
    firstName: "",
    role: "AMMD",
    superAdmin: true,
    status: "loggedIn",
    recordtypeid: null,
    assigned_cmdi__c: null,
    secondary_cmdi__c: null,
    user_type__c: null,
    ekyc_complete__c: null,
    reporting_to_ammd__c: null,
    this_ekyc_popup_complete__c: null,
    teacher_level__c: null,
    isintroduction_complete__c: null,
    phone: null,
    approve_agreement__c: null,
  };
  return {
    db: q,
    user,
    subject: { kind: kind === "account" ? "account" : "product_user", id: Number(id) },
    now: c.now,
    programme: c.programme,
    afterCommit: c.afterCommit,
  };
}

/**
 * What a row does through the form's ops: adds the person, or edits them (name, record type) and
 * moves them (another manager). Gives the person's id; an op's refusal is thrown as it is.
 */
async function applyRow(ctx: OpContext, held: Held | undefined, v: Record<string, string>, managers: Map<string, string>): Promise<number> {
  const kind = v.kind as PersonKind;
  const managerOf = (role: "CMDI" | "AMMD", mobile: string) => (mobile === "" ? "" : (managers.get(`${role}:${mobile}`) ?? mobile));
  const form = {
    kind,
    name: v.name ?? "",
    mobile: v.mobile ?? "",
    fcp_type: v.fcp_type ?? "",
    cmdi: kind === "FCP" ? managerOf("CMDI", v.cmdi ?? "") : "",
    ammd: kind === "CMDI" ? managerOf("AMMD", v.ammd ?? "") : "",
  };
  if (!held) {
    const [made] = (await PEOPLE_WRITES.add.run(ctx, { values: form })) as { id: number }[];
    return made!.id;
  }
  const h = held.values;
  if (kind !== held.kind || form.name !== h.name || form.fcp_type !== h.fcp_type)
    await PEOPLE_WRITES.edit.run(ctx, { kind: held.kind, id: held.id, values: form });
  const manager = kind === "FCP" ? "cmdi" : "ammd";
  if (kind !== "AMMD" && (v[manager] ?? "") !== h[manager])
    await PEOPLE_WRITES.move.run(ctx, { kind: held.kind, id: held.id, values: { to: form[manager] } });
  return held.id;
}

/**
 * An op's refusal as the row's problem, under the file's column; anything else is thrown. A manager
 * no active CMDI or AMMD is says so of the file's number (decision 111: nobody was "chosen"; the
 * page shows the number beside it).
 */
function problemOf(e: unknown, kind: string): RowProblem {
  if (!(e instanceof OpError)) throw e;
  const field = e.field === "to" ? (kind === "CMDI" ? "ammd" : "cmdi") : e.field === undefined ? undefined : FIELD_OF[e.field];
  const message =
    e.error === "not_a_manager" && (field === "cmdi" || field === "ammd")
      ? field === "cmdi"
        ? IMPORT_MESSAGES.noCmdi
        : IMPORT_MESSAGES.noAmmd
      : e.message;
  return { field: field ? PERSON_IMPORT_LABELS[field] : "", message };
}

const unchanged = (held: Held, v: Record<string, string>) => KEYS.every((k) => (held.values[k] ?? "") === (v[k] ?? ""));

/** Runs `fn` under a savepoint: kept when it succeeds (`keep`), rolled back otherwise, or always (a check). */
async function savepoint<R>(q: Queryable, keep: boolean, fn: () => Promise<R>): Promise<R> {
  await q.query("SAVEPOINT person_row");
  try {
    const out = await fn();
    await q.query(keep ? "RELEASE SAVEPOINT person_row" : "ROLLBACK TO SAVEPOINT person_row");
    return out;
  } catch (e) {
    await q.query("ROLLBACK TO SAVEPOINT person_row");
    throw e;
  }
}

/** The check's answer is carried out of the transaction it rolls back. */
class Checked extends Error {
  constructor(readonly found: Map<string, Existing | RowProblem>) {
    super("checked");
  }
}

export const personSpec: ImportSpec = {
  keys: KEYS,
  nameKey: "name",
  telling: ["mobile"],
  choices: ["kind", "fcp_type"],
  labels: new Map(Object.entries(PERSON_IMPORT_LABELS)),
  headers: headersOf(PERSON_IMPORT_COLUMNS),
  empty: () => ({ ...emptyPersonForm() }),
  normalize(values) {
    const kind = KIND_BY_UPPER.get((values.kind ?? "").trim().toUpperCase()) ?? values.kind ?? "";
    values.kind = kind;
    values.fcp_type = kind === "FCP" ? (TYPE_BY_LOWER.get((values.fcp_type ?? "").trim().toLowerCase()) ?? values.fcp_type ?? "") : "";
    // a manager's number as people write it (+91, spaces); a column the role has no use for is left out, as the form does
    const manager = (m: string | undefined) => mobileDigits(m ?? "") ?? (m ?? "").trim();
    values.cmdi = kind === "FCP" ? manager(values.cmdi) : "";
    values.ammd = kind === "CMDI" ? manager(values.ammd) : "";
  },
  decode: (values) => decodeForm(PersonForm, values),
  key: (v) => keyOf(v.mobile ?? ""),
  duplicate: duplicatePersonRow,
  lookup: (db, owner) => async (rows) => {
    const held = await heldBy(
      db,
      rows.map((r) => r.key),
    );
    const found = new Map<string, Existing | RowProblem>();
    const changing = rows.filter((r) => {
      const h = held.get(r.key);
      if (h && unchanged(h, r.values)) found.set(r.key, h);
      return !(h && unchanged(h, r.values));
    });
    if (changing.length === 0) return found;
    // every changing row through the form's ops, each rolled back: nothing written, nothing sent
    try {
      await db.tx(async (q) => {
        const managers = await managersOf(q, changing);
        // nothing is handed over after this transaction: it never commits
        const ctx = opContext(q, { ...owner, now: new Date(), afterCommit: () => undefined });
        for (const r of changing) {
          const h = held.get(r.key);
          try {
            await savepoint(q, false, () => applyRow(ctx, h, r.values, managers));
            if (h) found.set(r.key, h);
          } catch (e) {
            found.set(r.key, problemOf(e, r.values.kind ?? ""));
          }
        }
        throw new Checked(found);
      });
    } catch (e) {
      if (!(e instanceof Checked)) throw e;
    }
    return found;
  },
  async write(q, _owner, rows, c) {
    const held = await heldBy(
      q,
      rows.map((x) => x.key),
    );
    const managers = await managersOf(q, rows);
    const ctx = opContext(q, c);
    const out: RowOutcome[] = [];
    for (const x of rows) {
      const h = held.get(x.key);
      try {
        const id = await savepoint(q, true, () => applyRow(ctx, h, x.values, managers));
        out.push({ line: x.line, action: h ? "updated" : "created", record_id: id });
      } catch (e) {
        out.push({ line: x.line, action: "refused", record_id: null, problems: [problemOf(e, x.values.kind ?? "")] });
      }
    }
    return out;
  },
  audit: { created: "person.imported", updated: "person.reimported", field: "person" },
};
