// The route table, the role map, the menus and the navigation-parameter codecs, as the features'
// screens make them (APP.routes). Decision 003's role lists are generated from them (test/unit/routesDoc.test.ts).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { APP } from "../../../src/features/index.ts";
import { audiencesOf, canOpen } from "../../../src/views/routes.ts";
import { activePath, menuPaths, type MenuItem } from "../../../src/views/menus.ts";
import { navHref, workshopDetailsLink } from "../../../src/codecs/navParams.ts";
import { DEFAULT_UI_SETTINGS, parseUiSettings } from "../../../src/codecs/uiSettings.ts";
import { userOf } from "../fixtures.ts";

// Spec section 2, "Full route table", verbatim.
const SPEC_TABLE =
  "/404, /500, /ForgetPassword, /Lockscreen, /forgot, /signin, /listAssignLead (guarded), /addParticipants, /addPhotos, /planningWorkshop, /previewWorkshop, /workshop, /listLead, /lead, /viewFCPLeads, /listMyFCP, /myFCP, /assignedHPA, /viewFCP, /createContainer, /viewContainer, /listWorkshopCMDI, /reportsAMMD, /listPayments, /listPaymentsAMMD, /listWorkshopsAMMD, /listTTCApprovalAMMD, /listTraining, /training, /addFCPHPA, /addNewHPA, /listHPA, /content, /birthday-Info, /fevicryl-Content, /fevicryl-Details, /payment-Summary, /ettc-Upload, /super, /Userlist, /Workshoplist, /viewUploads, /WorkshopDetails, /slider, /training-modules, /fevi-art-magazines, /product-wise-applications, /acrylic-colours, /glass-colours, /modge-podge, /mouldit, /pearl-metallic, /three-d-outliner, /content-for-school, /aim-bed-curriculum, /product-training, /brand-videos, /FeviSmart, /application-videos, /content-for-college, /addTrainingPhotos, /pdfViewer, /listOutlet, /addEditOutlet, /viewWorkshopDetails.";
const specRouteTable = SPEC_TABLE.match(/\/[A-Za-z0-9-]*/g) ?? [];
const {
  routeOf,
  routes: ROUTES,
  menus: { FCP: FCP_MENU, CMDI: CMDI_MENU, AMMD: AMMD_MENU },
  navigationOf,
  decode: decodeNavParams,
} = APP.routes;

test("every path of the spec's route table and of every menu has a route entry", () => {
  assert.ok(specRouteTable.length >= 60, "the spec's table was read");
  const missing = [...specRouteTable, ...[FCP_MENU, CMDI_MENU, AMMD_MENU].flatMap(menuPaths)].filter((p) => !routeOf(p));
  assert.equal(missing, []);
  assert.is(new Set(ROUTES.map((r) => r.path)).size, ROUTES.length, "no path twice");
});

test("the FCP menu has the nine entries of spec section 2, then Targets and Import; CMDI and AMMD theirs", () => {
  assert.equal(
    FCP_MENU.map((m) => (m.kind === "link" ? [m.path, m.label] : null)),
    [
      ["/newHomeFCP", "Home"],
      ["/listFCPAssignedHPA", "Assigned HPAs"],
      ["/homeFCP", "Workshops"],
      ["/fevicryl-Content", "Fevicryl Content Categorization"],
      ["/profile", "My Profile"],
      ["/Info", "Info"],
      ["/listFCPEventsPlanned", "Events Planned"],
      ["/content", "View training content"],
      ["/contact-us", "Contact Us"],
      ["/targets", "Targets"],
      ["/import", "Import"],
    ],
  );
  assert.equal(
    CMDI_MENU.map((m) => m.kind === "link" && [m.path, m.label]),
    [
      ["/homeCMDI", "Workshops"],
      ["/fieldDevices", "Field devices"],
      ["/import", "Import"],
      ["/targets", "Targets"],
    ],
  );
  assert.equal(
    AMMD_MENU.map((m) => m.kind === "link" && [m.path, m.label]),
    [
      ["/homeAMMD", "Workshops"],
      ["/fieldDevices", "Field devices"],
      ["/targets", "Targets"],
    ],
  );
});

test("only FCP gets the sidebar; CMDI, AMMD and the super admin get their menu in the header", () => {
  assert.ok(navigationOf(userOf()).sidebar);
  assert.not.ok(navigationOf(userOf({ role: "CMDI" })).sidebar);
  assert.equal(navigationOf(userOf({ role: "AMMD" })).menu, AMMD_MENU);
  assert.not.ok(navigationOf(userOf({ role: "AMMD", superAdmin: true })).sidebar);
});

test("the super admin's menu is Super Admin, Manage People, Audit Log, Manage Content, Manage News and Import, then the menu of their own role without those (decision 003: they keep its pages; 077, 080, 085, 086, 087)", () => {
  const entries = (u: ReturnType<typeof userOf>) => navigationOf(u).menu.map((m) => m.kind === "link" && [m.path, m.label]);
  const sup = userOf({ role: "AMMD", superAdmin: true });
  assert.equal(entries(sup), [
    ["/super", "Super Admin"],
    ["/managePeople", "Manage People"],
    ["/auditLog", "Audit Log"],
    ["/manageContent", "Manage Content"],
    ["/manageNews", "Manage News"],
    ["/import", "Import"],
    ["/homeAMMD", "Workshops"],
    ["/fieldDevices", "Field devices"],
    ["/targets", "Targets"],
  ]);
  assert.equal(entries(userOf({ role: "CMDI", superAdmin: true })), [
    ["/super", "Super Admin"],
    ["/managePeople", "Manage People"],
    ["/auditLog", "Audit Log"],
    ["/manageContent", "Manage Content"],
    ["/manageNews", "Manage News"],
    ["/import", "Import"],
    ["/homeCMDI", "Workshops"],
    ["/fieldDevices", "Field devices"],
    ["/targets", "Targets"],
  ]);
  for (const p of menuPaths(navigationOf(sup).menu)) assert.ok(canOpen(routeOf(p)!, sup), `${p} opens for the super admin`);
  assert.equal(
    entries(userOf({ role: "AMMD" })),
    [
      ["/homeAMMD", "Workshops"],
      ["/fieldDevices", "Field devices"],
      ["/targets", "Targets"],
    ],
    "an AMMD who is not a super admin is unchanged",
  );
});

test("the active entry is the one whose path is contained in the current path", () => {
  assert.is(activePath(FCP_MENU, "/newHomeFCP"), "/newHomeFCP");
  assert.is(activePath(FCP_MENU, "/homeFCP"), "/homeFCP");
  assert.is(activePath(FCP_MENU, "/content-for-school"), "/content");
  assert.is(activePath(FCP_MENU, "/listOutlet"), null);
  const nested: MenuItem[] = [{ kind: "submenu", id: "s", label: "More", children: [{ kind: "link", path: "/Info", label: "Info" }] }];
  assert.is(activePath(nested, "/Info"), "/Info");
});

test("the role map: outlets and trainings CMDI, AMMD lists AMMD, FCP pages FCP, admin pages the super admin", () => {
  const fcp = userOf(),
    cmdi = userOf({ role: "CMDI" }),
    ammd = userOf({ role: "AMMD" }),
    sup = userOf({ role: "AMMD", superAdmin: true });
  const open = (path: string, u: typeof fcp) => canOpen(routeOf(path)!, u);
  for (const p of ["/listOutlet", "/listTraining", "/training", "/listWorkshopCMDI"]) assert.ok(open(p, cmdi) && !open(p, fcp) && !open(p, ammd), p);
  for (const p of ["/listWorkshopsAMMD", "/listTTCApprovalAMMD", "/reportsAMMD", "/listPaymentsAMMD"])
    assert.ok(open(p, ammd) && !open(p, cmdi) && !open(p, fcp), p);
  for (const p of ["/newHomeFCP", "/homeFCP", "/profile", "/listFCPAssignedHPA", "/listFCPEventsPlanned"])
    assert.ok(open(p, fcp) && !open(p, cmdi) && !open(p, ammd), p);
  for (const p of ["/super", "/Userlist", "/Workshoplist", "/WorkshopDetails"]) assert.ok(open(p, sup) && !open(p, ammd) && !open(p, fcp), p);
  for (const p of ["/addEditOutlet", "/content", "/fevicryl-Content", "/workshop"]) assert.ok(open(p, fcp) && open(p, cmdi) && open(p, ammd), p);
  assert.equal(audiencesOf(sup), ["AMMD", "SUPER"]);
  for (const p of ["/signin", "/404", "/500", "/ForgetPassword", "/forgot", "/Lockscreen"]) assert.is(routeOf(p)?.access, "public");
});

test("navigation parameters decode from the query string; bad ones name the parameter", () => {
  assert.equal(decodeNavParams("/addEditOutlet", ""), { ok: true, params: {} });
  assert.equal(decodeNavParams("/addEditOutlet", "?outletid=42"), { ok: true, params: { outletid: 42 } });
  assert.equal(decodeNavParams("/addEditOutlet", "?outletid=4x2"), {
    ok: false,
    errors: { outletid: 'outletid must be a positive whole number, not "4x2"' },
  });
  assert.equal(decodeNavParams("/workshop", "?id=7&workshopSFID=a0B5g0000000001ABC&source=lists&stagename=Execution"), {
    ok: true,
    params: { id: 7, workshopSFID: "a0B5g0000000001ABC", source: "lists", stagename: "Execution" },
  });
  assert.equal(decodeNavParams("/workshop", "?source=lists"), { ok: false, errors: { id: "id is missing" } });
  const t = decodeNavParams("/training", "?id=3&sfid=7015g0000000001ABC&publish__c=true&heroku_id__c=0f8fad5b-d9cb-469f-a165-70867728950e");
  assert.ok(t.ok && t.params.publish__c === true);
  assert.not.ok(decodeNavParams("/training", "?id=3&publish__c=maybe").ok);
  assert.equal(decodeNavParams("/Workshoplist", "?sfid=0015g0000000001ABC&type=CMDI&count=0"), {
    ok: true,
    params: { sfid: "0015g0000000001ABC", type: "CMDI", count: 0 },
  });
  assert.not.ok(decodeNavParams("/Workshoplist", "?sfid=0015g0000000001ABC&type=Boss").ok);
  assert.not.ok(decodeNavParams("/WorkshopDetails", "?id=1&source=elsewhere").ok);
  assert.ok(decodeNavParams("/viewUploads", "").ok && decodeNavParams("/fevicryl-Details", "?id=2").ok);
  assert.equal(decodeNavParams("/Info", "?anything=1"), { ok: true, params: {} }, "a page without parameters ignores the query");
  assert.is(navHref(workshopDetailsLink, { id: 9, source: "lists" }), "/WorkshopDetails?id=9&source=lists");
  for (const path of [
    "/addEditOutlet",
    "/workshop",
    "/listWorkshopsAMMD",
    "/super",
    "/Userlist",
    "/training",
    "/addTrainingPhotos",
    "/Workshoplist",
    "/fevicryl-Details",
    "/viewUploads",
    "/WorkshopDetails",
    "/viewFCP",
    "/myFCP",
    "/planningWorkshop",
    "/previewWorkshop",
    "/addParticipants",
    "/addPhotos",
  ])
    assert.ok(routeOf(path), path);
});

test("ui settings: stored values are read back; anything malformed falls back to the defaults", () => {
  assert.equal(parseUiSettings(JSON.stringify({ theme: "dark", direction: "rtl", searchBar: false })), {
    theme: "dark",
    direction: "rtl",
    searchBar: false,
    language: "en",
  });
  assert.equal(parseUiSettings(JSON.stringify({ language: "hi" })), { ...DEFAULT_UI_SETTINGS, language: "hi" });
  assert.equal(parseUiSettings(JSON.stringify({ language: "fr" })), DEFAULT_UI_SETTINGS);
  assert.equal(parseUiSettings(null), DEFAULT_UI_SETTINGS);
  assert.equal(parseUiSettings("{oops"), DEFAULT_UI_SETTINGS);
  assert.equal(parseUiSettings(JSON.stringify({ theme: "purple", direction: "rtl" })), { ...DEFAULT_UI_SETTINGS, direction: "rtl" });
});

test.run();
