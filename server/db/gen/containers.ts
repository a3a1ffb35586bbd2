// Containers (issue 25; docs/decisions/043): each FCP has one container of some of their HPAs (a
// school's teachers, a festival campaign). Generated after every other table (its own function, so
// other generators appended after the HPAs merge beside it), so the rest of the demo data stays as
// it was; `--scale` scales the FCPs and so their containers.
// Members name HPAs by record id: the seed inserts into an empty, migrated database in table order,
// so the n-th generated HPA gets id n (test/server/containers.test.ts checks every demo member is
// its container's FCP's HPA).
import { between, ts, type Ctx, type Row } from "./context.ts";
import type { People } from "./people.ts";

const PURPOSES: ReadonlyArray<[string, string]> = [
  ["Diwali campaign", "Hobby teachers and centres to invite to the Diwali craft workshops"],
  ["School teachers", "Art and hobby teachers of the schools in my area"],
  ["Summer camp", "Hobby centres and professionals for the summer camp workshops"],
  ["Art makers", "Art makers who can demonstrate at a workshop"],
];

export interface ContainerData {
  container__c: Row[];
  container_member__c: Row[];
}

export function genContainers(ctx: Ctx, p: People, hpas: readonly Row[]): ContainerData {
  const { rng } = ctx;
  const out: ContainerData = { container__c: [], container_member__c: [] };
  p.fcps.forEach((f) => {
    // the FCP's HPAs with their ids (the n-th HPA row is id n)
    const own = hpas.flatMap((h, i) => (h.fcp__c === f.sfid ? [i + 1] : []));
    if (own.length < 2) return;
    const [name, description] = rng.pick(PURPOSES);
    const created = between(ctx, ctx.fyStart, ctx.today);
    out.container__c.push({
      name,
      description__c: description,
      fcp__c: f.sfid,
      createddate: ts(created),
      systemmodstamp: ts(created),
      isdeleted: false,
    });
    const id = out.container__c.length;
    // some of them: two up to all but one
    const n = rng.int(2, Math.max(2, own.length - 1));
    const start = rng.int(0, own.length - 1);
    for (let j = 0; j < n; j++)
      out.container_member__c.push({
        container_id: id,
        member_kind__c: "hpa",
        hpa_id: own[(start + j) % own.length]!,
        createddate: ts(created),
        systemmodstamp: ts(created),
        isdeleted: false,
      });
  });
  return out;
}
