// Staff users (AMMD, CMDI, the super admin), FCP accounts and the schools workshops are held at.
import { addDays } from "date-fns";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, FCP_RECORD_TYPE, RECORD_TYPES } from "../demo.ts";
import { between, day, emailOf, personName, ts, type Ctx, type Row } from "./context.ts";
import { FIRST_NAMES, LAST_NAMES, PLACES, WORKSHOP_PLACES } from "./names.ts";
import { scaled, sfid, uuid } from "./random.ts";

export interface Staff {
  sfid: string;
  name: string;
  type: "AMMD" | "CMDI";
  ammd: string | null;
  row: Row;
}
export interface Fcp {
  sfid: string;
  name: string;
  cmdi: Staff;
  ammd: Staff;
  heroku: string;
  row: Row;
}
export interface People {
  ammds: Staff[];
  cmdis: Staff[];
  superAdmin: Staff;
  fcps: Fcp[];
  schools: Row[];
}

export function staff(
  ctx: Ctx,
  s: { sfid: string; name: string; type: "AMMD" | "CMDI"; mobile: string; ammd: string | null; superAdmin?: boolean },
): Staff {
  const n = ctx.seq("staff");
  const created = between(ctx, addDays(ctx.fyStart, -700), addDays(ctx.fyStart, -30));
  return {
    sfid: s.sfid,
    name: s.name,
    type: s.type,
    ammd: s.ammd,
    row: {
      sfid: s.sfid,
      name: s.name,
      type__c: s.type,
      email__c: emailOf(s.name, n),
      login_mobile_number__c: s.mobile,
      reporting_to_ammd__c: s.ammd,
      mdicode__c: s.type === "AMMD" ? `MDI${String(100 + n)}` : null,
      cmdi_code__c: s.type === "CMDI" ? `CM${String(1000 + n)}` : null,
      super_admin__c: s.superAdmin ?? false,
      active__c: true,
      createddate: ts(created),
      systemmodstamp: ts(created),
    },
  };
}

const isFcpBirthdayMonth = (i: number) => i % 5 === 0;
/** Some FCPs have no email (every 20th, from the 5th: born this month too, so a birthday shows a dash). */
const hasNoEmail = (i: number) => i % 20 === 5;

export function fcp(
  ctx: Ctx,
  i: number,
  s: { sfid: string; name: string; mobile: string; cmdi: Staff; ammd: Staff; secondary: Staff | null; demo?: boolean },
): Fcp {
  const { rng } = ctx;
  const place = rng.pick(PLACES);
  const month = isFcpBirthdayMonth(i) ? ctx.birthdayMonth : rng.int(0, 11);
  const dob = rng.chance(0.06) && !s.demo ? null : day(new Date(rng.int(1968, 2001), month, rng.int(1, 28)));
  const heroku = uuid(rng);
  const created = between(ctx, addDays(ctx.fyStart, -600), addDays(ctx.today, -10));
  const ettc = !s.demo && rng.chance(0.2);
  const done = s.demo ? true : rng.chance(0.8);
  return {
    sfid: s.sfid,
    name: s.name,
    cmdi: s.cmdi,
    ammd: s.ammd,
    heroku,
    row: {
      sfid: s.sfid,
      name: s.name,
      email__c: hasNoEmail(i) ? null : emailOf(s.name, i),
      phone: s.mobile,
      recordtypeid: FCP_RECORD_TYPE,
      assigned_cmdi__c: s.cmdi.sfid,
      secondary_cmdi__c: s.secondary?.sfid ?? null,
      assigned_ammd__c: s.ammd.sfid,
      date_of_birth__c: dob,
      sap_code__c: `SAP${String(400000 + i * 7)}`,
      heroku_id__c: heroku,
      // the demo FCP has 18 workshops past Planning this year: her allowance leaves room to plan more (decision 029)
      allowed_workshop__c: s.demo ? 25 : 10,
      ettc_document__c: null,
      ettc_download__c: ettc ? `/media/ettc/${i}.pdf` : null,
      user_type__c: rng.weighted([
        ["Teacher", 5],
        ["Hobby Centre", 2],
        ["Art Maker", 2],
        ["Professional", 1],
      ] as const),
      ekyc_complete__c: done,
      reporting_to_ammd__c: s.ammd.sfid,
      this_ekyc_popup_complete__c: done,
      teacher_level__c: rng.pick(["Level 1", "Level 2", "Level 3"]),
      isintroduction_complete__c: done,
      approve_agreement__c: done,
      billingcity: place[0],
      billingstate: place[2].replace(/ - \d+$/, ""),
      active__c: s.demo ? true : rng.chance(0.85),
      createddate: ts(created),
      systemmodstamp: ts(created),
      isdeleted: false,
    },
  };
}

export function genPeople(ctx: Ctx): People {
  const { rng } = ctx;
  const name = () => personName(ctx, FIRST_NAMES, LAST_NAMES);
  const meera = staff(ctx, { sfid: DEMO_AMMD.sfid, name: DEMO_AMMD.name, type: "AMMD", mobile: DEMO_AMMD.mobile, ammd: null });
  const superAdmin = staff(ctx, {
    sfid: DEMO_SUPER.sfid,
    name: DEMO_SUPER.name,
    type: "AMMD",
    mobile: DEMO_SUPER.mobile,
    ammd: null,
    superAdmin: true,
  });
  const ammds = [meera];
  for (let i = 0; i < scaled(3, ctx.scale); i++)
    ammds.push(staff(ctx, { sfid: sfid("a0B", ctx.seq("a0B")), name: name(), type: "AMMD", mobile: ctx.mobile(), ammd: null }));

  const ravi = staff(ctx, { sfid: DEMO_CMDI.sfid, name: DEMO_CMDI.name, type: "CMDI", mobile: DEMO_CMDI.mobile, ammd: meera.sfid });
  const cmdis = [ravi];
  for (let i = 0; i < scaled(11, ctx.scale); i++) {
    const boss = i < 3 ? meera : (ammds[1 + (i % (ammds.length - 1))] ?? meera);
    cmdis.push(staff(ctx, { sfid: sfid("a0B", ctx.seq("a0B")), name: name(), type: "CMDI", mobile: ctx.mobile(), ammd: boss.sfid }));
  }
  const ammdOf = (c: Staff) => ammds.find((a) => a.sfid === c.ammd) ?? meera;

  const fcps: Fcp[] = [
    fcp(ctx, 0, { sfid: DEMO_FCP.sfid, name: DEMO_FCP.name, mobile: DEMO_FCP.mobile, cmdi: ravi, ammd: meera, secondary: null, demo: true }),
  ];
  const total = scaled(149, ctx.scale);
  const ravisShare = scaled(29, ctx.scale);
  for (let i = 1; i <= total; i++) {
    const cmdi = i <= ravisShare ? ravi : cmdis[i % cmdis.length]!;
    const secondary = rng.chance(0.15) ? rng.pick(cmdis) : null;
    fcps.push(
      fcp(ctx, i, {
        sfid: sfid("001", ctx.seq("001")),
        name: name(),
        mobile: ctx.mobile(),
        cmdi,
        ammd: ammdOf(cmdi),
        secondary: secondary === cmdi ? null : secondary,
      }),
    );
  }

  const schoolTypes = Object.entries(RECORD_TYPES)
    .filter(([k]) => k !== "fcp")
    .map(([, v]) => v);
  const schools: Row[] = [];
  // one place of a name in a city: a second draw of the same is its branch "No. 2" (the plan's
  // school list showed two "Rangoli Hobby Centre, Panaji" nobody could tell apart; decision 104)
  const drawn = new Map<string, number>();
  for (let i = 0; i < scaled(40, ctx.scale); i++) {
    const place = rng.pick(PLACES);
    const id = sfid("001", ctx.seq("001"));
    const kind = rng.pick(WORKSHOP_PLACES);
    const nth = (drawn.get(`${kind.name}, ${place[0]}`) ?? 0) + 1;
    drawn.set(`${kind.name}, ${place[0]}`, nth);
    schools.push({
      sfid: id,
      name: `${kind.name}${nth > 1 ? ` No. ${nth}` : ""}, ${place[0]}`,
      category__c: kind.category,
      phone: ctx.mobile(),
      recordtypeid: rng.pick(schoolTypes),
      email__c: `office${i}@school.example.in`,
      billingcity: place[0],
      billingstate: place[2].replace(/ - \d+$/, ""),
      heroku_id__c: uuid(rng),
      active__c: true,
      isdeleted: false,
      createddate: ts(addDays(ctx.fyStart, -400)),
      systemmodstamp: ts(addDays(ctx.fyStart, -400)),
    });
  }
  return { ammds, cmdis, superAdmin, fcps, schools };
}
