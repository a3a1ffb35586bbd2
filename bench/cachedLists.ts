// Every list the app caches on a device, by person: its slot, its op and the params its feature
// sends (src/features), for the demo people signed in; and one call of an op through the server's
// app as the device makes it (POST /api/query, with or without a sync sketch). Shared by
// bench:sync (each list's refresh bytes) and bench:device (what a device holds).
import type { FastifyInstance } from "fastify";
import type { SyncAnswer } from "../src/codecs/sync.ts";
import { heldSketch } from "../src/features/lists.ts";
import { DEMO_CMDI } from "../server/db/demo.ts";
import type { Queryable } from "../server/db/db.ts";

export type Row = Record<string, unknown>;
export interface Call {
  sent: number;
  got: number;
  rows: Row[];
  sync?: SyncAnswer;
}
export type Person = "CMDI" | "FCP" | "AMMD" | "Super";

/** `held`: undefined (no sync: the op as before), or the rows and versions the device holds (what the loader sends for them). */
export async function call(
  app: FastifyInstance,
  token: string,
  op: string,
  params: unknown,
  held?: { rows: Row[]; digests: string[] } | null,
): Promise<Call> {
  const payload = held === undefined ? { op, params } : { op, params, sync: held === null ? null : heldSketch(held.rows, held.digests) };
  const body = JSON.stringify(payload);
  const r = await app.inject({
    method: "POST",
    url: "/api/query",
    payload: body,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  });
  if (r.statusCode !== 200) throw new Error(`${op}: ${r.statusCode} ${r.body.slice(0, 200)}`);
  const json = r.json() as { rows: Row[]; sync?: SyncAnswer };
  return { sent: Buffer.byteLength(body), got: r.rawPayload.length, rows: json.rows, ...(json.sync ? { sync: json.sync } : {}) };
}

/** Every cached list: [person, slot, op, params], for the demo people whose session tokens are `who`. */
export async function cachedLists(
  app: FastifyInstance,
  db: Queryable,
  who: Record<Person, string>,
): Promise<Array<[Person, string, string, unknown]>> {
  const first = async (t: string, op: string, params: unknown = {}) => (await call(app, t, op, params)).rows[0]?.id;

  const training = await first(who.CMDI, "trainings.list");
  // a workshop of the FCP's in Execution (the op answers only those)
  let workshop: unknown;
  for (const w of (await call(app, who.FCP, "workshops.mine", {})).rows) {
    const r = await app.inject({
      method: "POST",
      url: "/api/query",
      payload: { op: "workshops.execution", params: { id: w.id } },
      headers: { authorization: `Bearer ${who.FCP}` },
    });
    if (r.statusCode === 200) {
      workshop = w.id;
      break;
    }
  }
  const cmdiSfid = (await db.query<{ sfid: string }>("SELECT sfid FROM product_user__c WHERE login_mobile_number__c = $1", [DEMO_CMDI.mobile]))
    .rows[0]?.sfid;
  // every list slot of src/features, with its op and the params its feature sends, for the people who read it
  return [
    ["CMDI", "outlets", "outlets.list", {}],
    ["CMDI", "trainings", "trainings.list", {}],
    ["CMDI", "trainingPhotos", "trainingPhotos.list", { training }],
    ["CMDI", "myWorkshops", "workshops.mine", {}],
    ["CMDI", "fcpsAll", "fcps.list", { status: "all" }],
    ["CMDI", "fcpsActive", "fcps.list", { status: "active" }],
    ["CMDI", "fcpsInactive", "fcps.list", { status: "inactive" }],
    ["CMDI", "birthdays", "birthdays.list", {}],
    ["CMDI", "news", "news.list", {}],
    ["CMDI", "wss", "wss.list", {}],
    ["CMDI", "articles", "articles.list", {}],
    ["CMDI", "content", "content.list", {}],
    ["CMDI", "contacts", "contacts.mine", {}],
    ["CMDI", "devices", "devices.mine", {}],
    ["CMDI", "notifications", "notifications.mine", {}],
    ["CMDI", "hpas", "hpas.list", {}],
    ["CMDI", "leads", "leads.list", {}],
    ["CMDI", "containers", "containers.list", {}],
    ["FCP", "myWorkshops", "workshops.mine", {}],
    ["FCP", "schools", "workshops.schools", {}],
    ["FCP", "payments", "payments.mine", {}],
    ["FCP", "uploads", "uploads.mine", {}],
    ["FCP", "ettc", "uploads.ettc", {}],
    ["FCP", "workshopExecution", "workshops.execution", { id: workshop }],
    ["FCP", "workshopPhotos", "workshopPhotos.list", { workshop }],
    ["AMMD", "ammdWorkshops", "workshops.ammd", {}],
    ["AMMD", "ammdCmdis", "workshops.ammdCmdis", {}],
    ["AMMD", "ammdPayments", "payments.forAmmd", {}],
    ["AMMD", "trainingApprovals", "trainings.approvals", {}],
    ["AMMD", "fcpsAll", "fcps.list", { status: "all" }],
    ["Super", "superPeople", "super.people", {}],
    ["Super", "superWorkshops", "super.workshops", { sfid: cmdiSfid, type: "CMDI" }],
  ];
}
