// Model-based tests: for every machine in src/machines, the generated paths (./reach.ts: the
// shortest path to every state, and one step on from it for every event) reach every resting state
// and take every transition the machine defines. Invoked actors never run in a traversal, so their
// done/error events are part of each model's events. A model walks every distinct value and
// context, so the cost is the number of those (decision 091).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AnyStateMachine } from "xstate";
import { assertModelCoverage, newSteps, withDelayed, type Model } from "./reach.ts";
import { findMachines, machineFiles } from "../../../scripts/machineDocs.ts";
import { userOf } from "../fixtures.ts";
import { loginFormMachine } from "../../../src/machines/loginForm.machine.ts";
import { sessionMachine } from "../../../src/machines/session.machine.ts";
import { signInGateMachine } from "../../../src/machines/signInGate.machine.ts";
import { shellCarouselMachine } from "../../../src/machines/shellCarousel.machine.ts";
import { shellLoaderMachine } from "../../../src/machines/shellLoader.machine.ts";
import { appUpdateMachine } from "../../../src/machines/appUpdate.machine.ts";
import { shellNewsMachine } from "../../../src/machines/shellNews.machine.ts";
import { shellUiMachine } from "../../../src/machines/shellUi.machine.ts";
import { outletListMachine } from "../../../src/machines/outletList.machine.ts";
import { outletFormMachine } from "../../../src/machines/outletForm.machine.ts";
import { referenceDataMachine } from "../../../src/machines/referenceData.machine.ts";
import { headerSearchMachine } from "../../../src/machines/headerSearch.machine.ts";
import { emptyOutletValues } from "../../../src/codecs/outlet.ts";
import { workshopListMachine } from "../../../src/machines/workshopList.machine.ts";
import { workshopPagesMachine } from "../../../src/machines/workshopPages.machine.ts";
import { ammdFiltersMachine } from "../../../src/machines/ammdFilters.machine.ts";
import { workshopDetailsMachine } from "../../../src/machines/workshopDetails.machine.ts";
import { photoGalleryMachine } from "../../../src/machines/photoGallery.machine.ts";
import { superAdminMachine } from "../../../src/machines/superAdmin.machine.ts";
import { DEFAULT_FILTERS } from "../../../src/codecs/ammdWorkshops.ts";
import { paymentListMachine } from "../../../src/machines/paymentList.machine.ts";
import { ammdPaymentsMachine } from "../../../src/machines/ammdPayments.machine.ts";
import { cachedListModel, windowedListModel, windowPageModel } from "../../../src/machines/cachedListModel.ts";
import { contentItemMachine } from "../../../src/machines/contentItem.machine.ts";
import { uploadPagesMachine } from "../../../src/machines/uploadPages.machine.ts";
import { schoolSearchMachine } from "../../../src/machines/schoolSearch.machine.ts";
import { articleSearchMachine } from "../../../src/machines/articleSearch.machine.ts";
import { fcpSearchMachine } from "../../../src/machines/fcpSearch.machine.ts";
import { ammdReportsMachine } from "../../../src/machines/ammdReports.machine.ts";
import { birthdayListMachine } from "../../../src/machines/birthdayList.machine.ts";
import { contactListMachine } from "../../../src/machines/contactList.machine.ts";
import { fcpListMachine } from "../../../src/machines/fcpList.machine.ts";
import { fcpProfileMachine } from "../../../src/machines/fcpProfile.machine.ts";
import { contentLibraryMachine } from "../../../src/machines/contentLibrary.machine.ts";
import { trainingListMachine } from "../../../src/machines/trainingList.machine.ts";
import { hpaFormMachine } from "../../../src/machines/hpaForm.machine.ts";
import { draftFormMachine } from "../../../src/machines/draftForm.machine.ts";
import { notificationsMachine } from "../../../src/machines/notifications.machine.ts";
import { pushMachine } from "../../../src/machines/push.machine.ts";
import { emptyHpaValues } from "../../../src/codecs/hpa.ts";
import { hpaListMachine } from "../../../src/machines/hpaList.machine.ts";
import { hpaLinkFormMachine } from "../../../src/machines/hpaLinkForm.machine.ts";
import { containerFormMachine } from "../../../src/machines/containerForm.machine.ts";
import { containerListMachine } from "../../../src/machines/containerList.machine.ts";
import { leadListMachine } from "../../../src/machines/leadList.machine.ts";
import { fcpLeadsMachine } from "../../../src/machines/fcpLeads.machine.ts";
import { leadStatusMachine, moveEvent } from "../../../src/machines/leadStatus.machine.ts";
import { leadWriteMachine } from "../../../src/machines/leadWrite.machine.ts";
import { LEAD_STATUSES } from "../../../src/codecs/lead.ts";
import { contentFilterMachine } from "../../../src/machines/contentFilter.machine.ts";
import { ratingMachine } from "../../../src/machines/rating.machine.ts";
import { forgotPasswordMachine } from "../../../src/machines/forgotPassword.machine.ts";
import { deviceListMachine } from "../../../src/machines/deviceList.machine.ts";
import { lockScreenMachine } from "../../../src/machines/lockScreen.machine.ts";
import { uploadMachine } from "../../../src/machines/upload.machine.ts";
import { uploadListMachine } from "../../../src/machines/uploadList.machine.ts";
import { ettcDocumentMachine } from "../../../src/machines/ettcDocument.machine.ts";
import { workshopLifecycleMachine } from "../../../src/machines/workshopLifecycle.machine.ts";
import { workshopActionMachine } from "../../../src/machines/workshopAction.machine.ts";
import { WORKSHOP_STAGES } from "../../../src/codecs/workshop.ts";
import { emptyFacts } from "../../../src/codecs/workshopLifecycle.ts";
import { readyFacts, ACTORS, TODAY, validPayload } from "../workshops/lifecycleFixtures.ts";
import { cameraMachine } from "../../../src/machines/camera.machine.ts";
import { trainingPhotosMachine } from "../../../src/machines/trainingPhotos.machine.ts";
import { workshopPlanMachine } from "../../../src/machines/workshopPlan.machine.ts";
import { emptyPlan } from "../../../src/codecs/workshopPlan.ts";
import { workshopExecutionMachine } from "../../../src/machines/workshopExecution.machine.ts";
import { trainingApprovalMachine } from "../../../src/machines/trainingApproval.machine.ts";
import { trainingApprovalListMachine } from "../../../src/machines/trainingApprovalList.machine.ts";
import { trainingDecisionMachine } from "../../../src/machines/trainingDecision.machine.ts";
import { listPagesMachine } from "../../../src/machines/listPages.machine.ts";
import { TRAINING_STATUSES } from "../../../src/codecs/training.ts";
import { undoToastMachine } from "../../../src/machines/undoToast.machine.ts";
import { conflictMachine } from "../../../src/machines/conflict.machine.ts";

const asha = userOf();
const ravi = userOf({ id: 2, firstName: "Ravi", name: "Ravi Kumar", role: "CMDI" });
const failure = { kind: "network", message: "Could not reach the server." };
const outletValues = {
  ...emptyOutletValues(),
  outletname__c: "Sharma Paints",
  mobile_no__c: "9876543210",
  wss_phone__c: "9876543211",
  tsi_tty_phone__c: "9876543212",
  cluster_bm_mobile_no__c: "9876543213",
  rsm_phone__c: "9876543214",
};
const outletRow = { id: 7, ...outletValues, cmdi_name__c: "005CMDI", state_label: null, version: 3 };
const conflictCase = {
  key: "w1",
  id: 7,
  base: outletValues,
  mine: { ...outletValues, city_town__c: "Pune", district__c: "Haveli" },
  current: { ...outletValues, city_town__c: "Mumbai", region__c: "West" },
  version: 4,
  fields: ["city_town__c"],
};

/** A cached list that refreshes (./refresh.ts): with and without cached rows, its load answered or failed, and a retry. */
const refreshingList = (machine: AnyStateMachine, src: string, retry: string, count: number): [AnyStateMachine, Model] => [
  machine,
  {
    inputs: [{ hasCached: false }, { hasCached: true }],
    events: [
      { type: `xstate.done.actor.${src}`, output: { count } },
      { type: `xstate.error.actor.${src}`, error: failure },
      { type: retry },
    ] as never[],
  },
];

const listed: Array<[AnyStateMachine, Model]> = [
  [
    loginFormMachine,
    {
      inputs: [{ role: "FCP" }],
      events: [
        { type: "form.changed", field: "mobile", value: "9000000001" },
        { type: "form.submitted" },
        { type: "xstate.done.actor.login", output: asha },
        { type: "xstate.error.actor.login", error: failure },
      ] as never[],
    },
  ],
  [
    sessionMachine,
    {
      inputs: [
        { role: "FCP", user: null, hasToken: false },
        { role: "FCP", user: asha, hasToken: true },
      ],
      events: [
        { type: "xstate.done.actor.loginForm", output: { user: asha } },
        { type: "xstate.error.actor.loginForm", error: new Error("form crashed") },
        { type: "session.restored", user: ravi },
        { type: "session.signOut" },
        { type: "session.signOut", pending: 2 },
        { type: "signOut.confirmed" },
        { type: "signOut.cancelled" },
        { type: "session.expired" },
        { type: "session.expired", reason: "Your password was changed, so you were signed out here. Sign in with the new password." },
        { type: "xstate.done.actor.signOut" },
        { type: "xstate.error.actor.signOut", error: failure },
      ] as never[],
    },
  ],
  [
    forgotPasswordMachine,
    {
      inputs: [
        { role: "CMDI", mobile: "" },
        { role: "CMDI", mobile: "9000000002" },
      ],
      events: [
        { type: "form.changed", field: "mobile", value: "9000000002" },
        { type: "form.changed", field: "otp", value: "123456" },
        { type: "form.changed", field: "password", value: "new-secret" },
        { type: "form.changed", field: "confirmPassword", value: "new-secret" },
        { type: "form.submitted" },
        { type: "forgot.resend" },
        { type: "forgot.changeNumber" },
        { type: "xstate.done.actor.requestCode", output: { sent: true, expiresInMinutes: 10 } },
        {
          type: "xstate.error.actor.requestCode",
          error: { kind: "http", status: 503, code: "sms_failed", message: "The SMS could not be sent. Please try again later." },
        },
        { type: "xstate.done.actor.verifyCode", output: { resetToken: "r".repeat(43) } },
        { type: "xstate.error.actor.verifyCode", error: { kind: "http", status: 400, code: "invalid_otp", message: "Invalid OTP", field: "otp" } },
        { type: "xstate.done.actor.setPassword" },
        {
          type: "xstate.error.actor.setPassword",
          error: { kind: "http", status: 400, code: "reset_expired", message: "This reset has expired. Ask for a new code." },
        },
        { type: "xstate.error.actor.setPassword", error: failure },
      ] as never[],
    },
  ],
  [
    deviceListMachine,
    {
      inputs: [{ hasCached: false }, { hasCached: true }],
      events: [
        { type: "xstate.done.actor.loadDevices", output: { count: 2 } },
        { type: "xstate.error.actor.loadDevices", error: failure },
        { type: "devices.retry" },
        { type: "devices.signOut", id: 7 },
        { type: "devices.confirmed" },
        { type: "devices.cancelled" },
        { type: "xstate.done.actor.signOutDevice" },
        { type: "xstate.error.actor.signOutDevice", error: new Error("The outbox is full") },
        { type: "devices.dismissed" },
      ] as never[],
    },
  ],
  [
    lockScreenMachine,
    {
      inputs: [{ idleMs: 60_000 }],
      events: [
        { type: "lock.activity" },
        { type: "lock.now" },
        { type: "xstate.after.idle.lockScreen.active" },
        { type: "form.changed", field: "password", value: "demo1234" },
        { type: "form.submitted" },
        { type: "xstate.done.actor.unlock" },
        {
          type: "xstate.error.actor.unlock",
          error: { kind: "http", status: 401, code: "invalid_credentials", message: "Invalid Credentials!", field: "password" },
        },
      ] as never[],
      exempt: {
        "lockScreen.starting: always#0 [wasLocked] -> lockScreen.locked":
          "the guard reads the device's storage once bound (src/features/auth.ts); lockScreen.test.ts starts a flow locked",
      },
    },
  ],
  [
    signInGateMachine,
    {
      inputs: [{ hasToken: true }, { hasToken: false }, { hasToken: true, stored: asha }, { hasToken: true, stored: asha, confirmed: true }],
      events: [
        { type: "xstate.done.actor.currentUser", output: asha },
        { type: "xstate.error.actor.currentUser", error: failure },
        { type: "xstate.error.actor.currentUser", error: { kind: "http", status: 401, code: "unauthenticated", message: "Unauthenticated" } },
        { type: "gate.online" },
        { type: "gate.retry" },
      ] as never[],
    },
  ],
  [
    appUpdateMachine,
    {
      events: [
        { type: "update.available" },
        { type: "update.accepted" },
        { type: "update.later" },
        { type: "update.offlineReady" },
        { type: "update.dismissed" },
        { type: "update.held" },
        { type: "update.released" },
        { type: "xstate.after.offlineNote.appUpdate.offlineReady.shown" },
        { type: "xstate.error.actor.apply", error: new Error("no worker") },
      ] as never[],
    },
  ],
  [
    headerSearchMachine,
    {
      inputs: [{ online: true }, { online: false }],
      events: [
        { type: "search.typed", query: "t" },
        { type: "search.typed", query: "toran" },
        { type: "search.online" },
        { type: "search.offline" },
        { type: "xstate.after.300.headerSearch.waiting" },
        { type: "xstate.done.actor.searchServer", output: [{ kind: "workshop", id: 7, title: "Toran", detail: [], href: "/workshop?id=7" }] },
        { type: "xstate.error.actor.searchServer", error: { kind: "network", message: "Could not reach the server." } },
        { type: "xstate.error.actor.searchServer", error: { kind: "http", status: 500, message: "The server failed." } },
      ] as never[],
    },
  ],
  [
    shellCarouselMachine,
    {
      inputs: [
        { count: 3, reducedMotion: false },
        { count: 3, reducedMotion: true },
      ],
      events: [
        { type: "carousel.next" },
        { type: "carousel.prev" },
        { type: "carousel.toggleAutoplay" },
        { type: "carousel.hover", on: true },
        { type: "carousel.hover", on: false },
        { type: "carousel.focus", on: true },
        { type: "carousel.focus", on: false },
        { type: "carousel.count", count: 1 },
        { type: "carousel.count", count: 3 },
        { type: "carousel.motion", reduced: true },
        { type: "carousel.motion", reduced: false },
        { type: "xstate.after.interval.shellCarousel.playing" },
      ] as never[],
    },
  ],
  [
    shellLoaderMachine,
    {
      events: [
        { type: "xstate.after.spinnerDelay.shellLoader.loading.quiet" },
        { type: "xstate.after.timeout.shellLoader.loading" },
        { type: "xstate.done.actor.load" },
        { type: "xstate.error.actor.load", error: new Error("chunk") },
        { type: "loader.retry" },
        { type: "xstate.done.actor.checkBuild", output: "current" },
        { type: "xstate.done.actor.checkBuild", output: "replaced" },
        { type: "xstate.done.actor.checkBuild", output: "unreachable" },
        { type: "xstate.error.actor.checkBuild", error: new Error("no fetch") },
      ] as never[],
    },
  ],
  [
    shellNewsMachine,
    {
      inputs: [{ hasCached: false }, { hasCached: true }],
      events: [
        { type: "xstate.done.actor.loadNews", output: { count: 0 } },
        { type: "xstate.done.actor.loadNews", output: { count: 1 } },
        { type: "xstate.error.actor.loadNews", error: failure },
        { type: "news.retry" },
      ] as never[],
    },
  ],
  [
    outletListMachine,
    {
      inputs: [{ hasCached: false }, { hasCached: true }],
      events: [
        { type: "xstate.done.actor.loadOutlets", output: { count: 1 } },
        { type: "xstate.error.actor.loadOutlets", error: failure },
        { type: "outlets.retry" },
        { type: "search.changed", query: "sha" },
        { type: "outlet.delete", id: 7, name: "Sharma Paints" },
        { type: "delete.cancelled" },
        { type: "delete.confirmed" },
        { type: "delete.dismissed" },
        { type: "xstate.done.actor.deleteOutlet" },
        { type: "xstate.error.actor.deleteOutlet", error: failure },
      ] as never[],
    },
  ],
  [
    outletFormMachine,
    {
      inputs: [
        { id: null, canEdit: true, cached: null },
        { id: null, canEdit: true, cached: outletValues },
        { id: 7, canEdit: true, cached: outletValues },
        { id: 7, canEdit: true, cached: null },
        { id: null, canEdit: false, cached: null },
        // a kept draft that differs (decision 038): a new outlet's, and a loaded one's
        { id: null, canEdit: true, cached: null, draft: outletValues },
        { id: 7, canEdit: true, cached: outletValues, draft: { ...outletValues, outletname__c: "Sharma Paints Ltd" } },
        // a cached row's version (decision 079): a save starts from it
        { id: 7, canEdit: true, cached: outletValues, version: 3 },
      ],
      events: [
        { type: "xstate.done.actor.loadOutlet", output: outletRow },
        { type: "xstate.error.actor.loadOutlet", error: failure },
        { type: "xstate.error.actor.loadOutlet", error: { kind: "http", status: 404, code: "not_found", message: "This outlet was not found" } },
        { type: "form.leave" },
        { type: "leave.confirmed" },
        { type: "leave.cancelled" },
        { type: "form.retry" },
        { type: "form.edit" },
        { type: "form.changed", field: "outletname__c", value: "" },
        { type: "form.saved" },
        { type: "form.cancelled" },
        { type: "xstate.done.actor.saveOutlet", output: { status: "synced", id: 7 } },
        {
          type: "xstate.error.actor.saveOutlet",
          error: { kind: "http", status: 400, code: "rejected", message: "Phone number is not valid", field: "mobile_no__c" },
        },
        {
          type: "xstate.error.actor.saveOutlet",
          error: {
            kind: "http",
            status: 409,
            code: "conflict",
            message: "Someone else changed this since you started. Choose which values to keep.",
            conflict: { version: 4, current: conflictCase.current, fields: ["city_town__c"] },
          },
        },
        { type: "form.refreshed", values: conflictCase.current, version: 5 },
        { type: "notice.dismissed" },
        { type: "xstate.after.6000.outletForm.notice.shown" },
        { type: "draft.discarded" },
      ] as never[],
    },
  ],
  [
    notificationsMachine,
    {
      inputs: [{ hasCached: false }, { hasCached: true }],
      events: [
        { type: "xstate.done.actor.load", output: { count: 2 } },
        { type: "xstate.error.actor.load", error: failure },
        { type: "list.retry" },
        { type: "notifications.opened" },
        { type: "notification.read", id: 7 },
        { type: "notifications.allRead", ids: [7, 8] },
      ] as never[],
    },
  ],
  [
    pushMachine,
    {
      events: [
        ...(["unsupported", "denied", "on", "off"] as const).map((output) => ({ type: "xstate.done.actor.check", output })),
        { type: "xstate.error.actor.check", error: { message: "Could not check this device's notifications: blocked" } },
        { type: "push.check" },
        { type: "push.enable" },
        ...(["on", "denied", "dismissed"] as const).map((output) => ({ type: "xstate.done.actor.subscribe", output })),
        { type: "xstate.error.actor.subscribe", error: failure },
        { type: "push.disable" },
        { type: "xstate.done.actor.unsubscribe" },
        { type: "xstate.error.actor.unsubscribe", error: new Error("gone") },
        { type: "push.retry" },
      ] as never[],
    },
  ],
  [
    hpaFormMachine,
    {
      // none kept, and a kept draft (decision 038) that comes back into the empty form
      inputs: [{}, { draft: { ...emptyHpaValues(), name: "Kala Kendra" } }],
      events: [
        { type: "form.changed", field: "name", value: "Kala Kendra" },
        { type: "form.changed", field: "type", value: "Hobby Centres" },
        { type: "form.changed", field: "mobile__c", value: "9876543210" },
        { type: "form.saved" },
        { type: "form.again" },
        { type: "form.leave" },
        { type: "leave.confirmed" },
        { type: "leave.cancelled" },
        { type: "xstate.done.actor.saveHpa", output: { status: "synced", id: 7, result: [] } },
        { type: "xstate.done.actor.saveHpa", output: { status: "pending", id: null } },
        {
          type: "xstate.error.actor.saveHpa",
          error: { kind: "http", status: 409, code: "duplicate", message: "An HPA with this mobile number already exists", field: "mobile__c" },
        },
        { type: "draft.discarded" },
      ] as never[],
    },
  ],
  [
    draftFormMachine,
    {
      // a lead's status change: none kept, and a kept draft that comes back into the form
      inputs: [
        { draftKey: "leadMove:7", start: { to: "", note: "" } },
        { draftKey: "leadMove:7", start: { to: "", note: "" }, draft: { to: "Contacted", note: "Called her" } },
      ],
      events: [
        { type: "form.changed", field: "note", value: "Called her" },
        { type: "form.done" },
        { type: "form.done", values: { to: "", note: "" } },
        { type: "draft.discarded" },
      ] as never[],
    },
  ],
  [leadStatusMachine, { events: LEAD_STATUSES.filter((to) => to !== "New").map((to) => ({ type: moveEvent(to) })) as never[] }],
  [
    leadWriteMachine,
    {
      events: [
        {
          type: "write.submitted",
          write: { kind: "add", values: { name: "Nisha", mobile__c: "9876543210", email__c: "", city__c: "", institute__c: "" } },
        },
        { type: "write.submitted", write: { kind: "move", id: 3, from: "New", values: { to: "", note: "", follow_up: "" } } },
        { type: "write.dismissed" },
        { type: "xstate.done.actor.saveLead", output: { status: "synced", id: 7, result: [] } },
        { type: "xstate.done.actor.saveLead", output: { status: "pending", id: null } },
        {
          type: "xstate.error.actor.saveLead",
          error: { kind: "http", status: 409, code: "not_allowed", message: "A lead that is New cannot be moved to Interested", field: "to" },
        },
      ] as never[],
    },
  ],
  [
    hpaLinkFormMachine,
    {
      events: [
        { type: "form.changed", field: "mobile__c", value: "9876543210" },
        { type: "form.changed", field: "mobile__c", value: "" },
        { type: "form.saved" },
        { type: "form.again" },
        { type: "form.leave" },
        { type: "leave.confirmed" },
        { type: "leave.cancelled" },
        { type: "xstate.done.actor.linkHpa", output: { status: "synced", id: 7, result: [] } },
        { type: "xstate.done.actor.linkHpa", output: { status: "pending", id: null } },
        {
          type: "xstate.error.actor.linkHpa",
          error: { kind: "http", status: 404, code: "not_found", message: "No HPA with this mobile number is free to add", field: "mobile__c" },
        },
      ] as never[],
    },
  ],
  [
    containerFormMachine,
    {
      inputs: [
        { id: null, cached: null },
        { id: 3, cached: { name: "Diwali campaign", description: "", members: [1, 2] } },
        // a kept draft (decision 038) that comes back into the form
        { id: 3, cached: { name: "Diwali campaign", description: "", members: [1, 2] }, draft: { name: "Diwali", description: "", members: [2] } },
        // listed with its version (decision 079): an update names it as its base
        { id: 3, cached: { name: "Diwali campaign", description: "", members: [1, 2] }, version: 2 },
      ],
      events: [
        { type: "draft.discarded" },
        { type: "form.changed", field: "name", value: "School teachers" },
        { type: "member.toggled", id: 1 },
        { type: "form.saved" },
        { type: "form.again" },
        { type: "form.leave" },
        { type: "leave.confirmed" },
        { type: "leave.cancelled" },
        { type: "remove.asked" },
        { type: "remove.cancelled" },
        { type: "remove.confirmed" },
        { type: "xstate.done.actor.saveContainer", output: { status: "synced", id: 9, result: [] } },
        { type: "xstate.done.actor.saveContainer", output: { status: "pending", id: null } },
        {
          type: "xstate.error.actor.saveContainer",
          error: { kind: "http", status: 409, code: "duplicate", message: "You already have a container with this name", field: "name" },
        },
        {
          type: "xstate.error.actor.saveContainer",
          error: {
            kind: "http",
            status: 409,
            code: "conflict",
            message: "Someone else changed this since you started. Choose which values to keep.",
            conflict: { version: 4, current: { name: "Diwali campaign", description: "Holi", members: "1,2" }, fields: ["description"] },
          },
        },
        { type: "xstate.done.actor.saveContainer", output: { status: "synced", id: 3, result: [{ id: 3, version: 5 }] } },
        { type: "form.refreshed", values: { name: "Diwali campaign", description: "Holi", members: [1, 2] }, version: 5 },
        { type: "xstate.done.actor.removeContainer", output: { status: "synced", id: 3, result: [] } },
        { type: "xstate.error.actor.removeContainer", error: failure },
      ] as never[],
    },
  ],
  [
    referenceDataMachine,
    {
      inputs: [{ plansWorkshops: true }, { plansWorkshops: false }],
      events: [
        { type: "xstate.done.actor.loadWss", output: { count: 0 } },
        { type: "xstate.error.actor.loadWss", error: failure },
        { type: "xstate.done.actor.loadArticles", output: { count: 0 } },
        { type: "xstate.error.actor.loadArticles", error: failure },
        { type: "xstate.after.retry.referenceData.wss.failed" },
        { type: "xstate.after.retry.referenceData.articles.failed" },
        { type: "xstate.done.actor.loadSchools", output: { count: 0 } },
        { type: "xstate.error.actor.loadSchools", error: failure },
        { type: "xstate.after.retry.referenceData.schools.failed" },
        { type: "reference.retry" },
      ] as never[],
    },
  ],
  [
    workshopListMachine,
    {
      inputs: [
        { source: { list: "mine" }, hasCached: false },
        { source: { list: "ammd" }, hasCached: true },
      ],
      events: [
        { type: "xstate.done.actor.loadWorkshops", output: { count: 3 } },
        { type: "xstate.error.actor.loadWorkshops", error: failure },
        { type: "workshops.retry" },
      ] as never[],
    },
  ],
  // the rest of a windowed workshop list from the server (decision 092)
  windowPageModel(workshopPagesMachine, [{ list: { list: "mine" } }, { list: { list: "person", sfid: "005CMDI", type: "CMDI" } }]) as unknown as [
    AnyStateMachine,
    Model,
  ],
  [
    ammdFiltersMachine,
    {
      inputs: [
        { user: "a0B1", filters: DEFAULT_FILTERS },
        { user: "a0B1", filters: { ...DEFAULT_FILTERS, tab: "approved", sort: "asc" } },
      ],
      events: [
        { type: "filters.tab", tab: "approved" },
        { type: "filters.tab", tab: "awaiting" },
        { type: "filters.set", filter: "stage", value: "Execution" },
        { type: "filters.set", filter: "cmdi", value: "a0B2" },
      ] as never[],
    },
  ],
  [
    workshopDetailsMachine,
    {
      inputs: [{ id: 7 }],
      events: [
        { type: "xstate.done.actor.loadWorkshop", output: { id: 7 } },
        { type: "xstate.error.actor.loadWorkshop", error: { kind: "http", status: 404, code: "not_found", message: "This workshop was not found" } },
        { type: "xstate.error.actor.loadWorkshop", error: failure },
        { type: "workshop.retry" },
        { type: "workshop.reload" },
      ] as never[],
    },
  ],
  [
    workshopActionMachine,
    {
      // a workshop of ₹3,600: a payment of ₹5,000 is asked to be confirmed (decision 108)
      inputs: [{ id: 7, version: 0, facts: { ...readyFacts, workshopAmount: 3600 } }],
      events: [
        { type: "action.chosen", action: { type: "workshop.approve", label: "Approve", to: "Execution", needs: [] } },
        { type: "action.chosen", action: { type: "workshop.reject", label: "Reject", to: "Planning", needs: ["reasonGiven"] } },
        { type: "action.chosen", action: { type: "workshop.pay", label: "Record payment", to: "Paid", needs: ["paymentRecorded"] } },
        { type: "action.changed", field: "reason", value: "The venue is closed" },
        { type: "action.changed", field: "paymentDate", value: TODAY },
        { type: "action.changed", field: "documentNumber", value: "PD51000013" },
        { type: "action.changed", field: "paidAmount", value: "5000" },
        { type: "action.changed", field: "remark", value: "Paid via NEFT" },
        { type: "action.confirmed" },
        { type: "action.amountConfirmed" },
        { type: "action.amountRevised" },
        { type: "action.cancelled" },
        { type: "action.refreshed", version: 1, facts: readyFacts },
        { type: "xstate.done.actor.sendTransition", output: { status: "synced" } },
        { type: "xstate.done.actor.sendTransition", output: { status: "pending" } },
        {
          type: "xstate.error.actor.sendTransition",
          error: { kind: "http", status: 409, code: "rejected", message: "This workshop has changed since you opened it: it is now in Execution." },
        },
        { type: "notice.dismissed" },
      ] as never[],
    },
  ],
  [
    photoGalleryMachine,
    {
      inputs: [{ count: 3 }],
      events: [
        { type: "gallery.open", index: 1 },
        { type: "gallery.next" },
        { type: "gallery.previous" },
        { type: "gallery.close" },
        { type: "gallery.items", count: 0 },
        { type: "gallery.items", count: 2 },
      ] as never[],
    },
  ],
  [
    superAdminMachine,
    {
      inputs: [
        { tab: "FCP", hasCached: false },
        { tab: "ETTC", hasCached: true },
      ],
      events: [
        { type: "people.tab", tab: "CMDI" },
        { type: "people.search", query: "meera" },
        { type: "xstate.done.actor.loadPeople", output: { count: 5 } },
        { type: "xstate.error.actor.loadPeople", error: failure },
        { type: "people.retry" },
      ] as never[],
    },
  ],
  refreshingList(paymentListMachine, "loadPayments", "payments.retry", 4),
  [
    ammdPaymentsMachine,
    {
      inputs: [{ hasCached: false }, { hasCached: true }, { hasCached: true, windowed: true }],
      events: [
        { type: "xstate.done.actor.loadAmmdPayments", output: { count: 40 } },
        // a windowed list (decision 092): the device holds 40 of 400
        { type: "xstate.done.actor.loadAmmdPayments", output: { count: 40, total: 400 } },
        { type: "xstate.error.actor.loadAmmdPayments", error: failure },
        { type: "ammdPayments.retry" },
        { type: "filter.cmdi", cmdi: "a0B2" },
        { type: "filter.fcp", fcp: "001F" },
        { type: "filter.cleared" },
        { type: "xstate.done.actor.pageAmmdPayments", output: { total: 150, offset: 0, rows: [] } },
        { type: "xstate.done.actor.pageAmmdPayments", output: { total: 150, offset: 100, rows: [] } },
        { type: "xstate.error.actor.pageAmmdPayments", error: failure },
        { type: "xstate.error.actor.pageAmmdPayments", error: { kind: "http", status: 400, code: "bad_request", message: "Unknown filter" } },
        { type: "server.more" },
        { type: "server.retry" },
      ] as never[],
    },
  ],
  [
    ammdReportsMachine,
    {
      inputs: [
        { years: [2026, 2025, 2024], cachedYear: null },
        { years: [2026, 2025, 2024], cachedYear: 2026 },
      ],
      events: [
        { type: "xstate.done.actor.loadReport", output: { count: 40 } },
        { type: "xstate.error.actor.loadReport", error: failure },
        { type: "reports.retry" },
        { type: "period.changed", year: 2025 },
        { type: "period.changed", year: 1999 },
      ] as never[],
    },
  ],
  refreshingList(birthdayListMachine, "loadBirthdays", "birthdays.retry", 2),
  refreshingList(contactListMachine, "loadContacts", "contacts.retry", 3),
  [
    fcpListMachine,
    {
      inputs: [{ cached: [] }, { cached: ["all", "active"] }],
      events: [
        { type: "xstate.done.actor.loadFcps", output: { count: 12 } },
        { type: "xstate.error.actor.loadFcps", error: failure },
        { type: "fcps.retry" },
        { type: "fcps.tab", tab: "inactive" },
        { type: "fcps.tab", tab: "active" },
        { type: "fcps.search", query: "asha" },
      ] as never[],
    },
  ],
  [
    fcpProfileMachine,
    {
      inputs: [{ id: 7 }, { id: null }],
      events: [
        { type: "xstate.done.actor.loadProfile", output: { fcp: { id: 7 }, workshops: [], uploads: [] } },
        { type: "xstate.error.actor.loadProfile", error: { kind: "http", status: 404, code: "not_found", message: "This FCP was not found" } },
        { type: "xstate.error.actor.loadProfile", error: failure },
        { type: "profile.retry" },
      ] as never[],
    },
  ],
  ...[
    contentLibraryMachine,
    trainingListMachine,
    uploadListMachine,
    ettcDocumentMachine,
    trainingApprovalListMachine,
    hpaListMachine,
    leadListMachine,
  ].map((machine) => cachedListModel(machine) as unknown as [AnyStateMachine, Model]),
  // the windowed lists' loaders (decision 092)
  windowedListModel(containerListMachine) as unknown as [AnyStateMachine, Model],
  windowedListModel(fcpLeadsMachine) as unknown as [AnyStateMachine, Model],
  // the server pages of windowed lists whose screens have no filter region (decision 092)
  ...[contentItemMachine, uploadPagesMachine, schoolSearchMachine, articleSearchMachine, fcpSearchMachine].map(
    (machine) => windowPageModel(machine) as unknown as [AnyStateMachine, Model],
  ),
  [
    contentFilterMachine,
    {
      inputs: [
        { filters: {}, q: "" },
        { filters: { year: "2024" }, q: "" },
      ],
      events: [
        { type: "filter.chosen", key: "product", value: "Fevicryl Mouldit" },
        { type: "filter.removed", key: "product" },
        { type: "filters.cleared" },
        { type: "search.changed", q: "diya" },
        { type: "search.changed", q: "" },
        { type: "panel.toggled" },
      ] as never[],
    },
  ],
  [
    ratingMachine,
    {
      inputs: [{ itemId: 7, canRate: true }],
      events: [
        { type: "rating.chosen", value: 4, current: null },
        { type: "rating.chosen", value: 5, current: 4 },
        { type: "xstate.done.actor.saveRating", output: { status: "synced", id: 99, result: [{ id: 99, inserted: true, rating: 4 }] } },
        {
          type: "xstate.error.actor.saveRating",
          error: { kind: "http", status: 400, code: "rejected", message: "This content item was not found" },
        },
        // refused as a conflict (decision 079): their other phone rated meanwhile; the item's conflict flow asks
        {
          type: "xstate.error.actor.saveRating",
          error: {
            kind: "http",
            status: 409,
            code: "conflict",
            message: "Someone else changed this since you started. Choose which values to keep.",
            conflict: { version: 0, current: { rating: "2" }, fields: ["rating"] },
          },
        },
        { type: "notice.dismissed" },
        { type: "xstate.after.6000.rating.notice.shown" },
      ] as never[],
    },
  ],
  [
    uploadMachine,
    {
      inputs: [
        { kind: "image", hasPdf: false },
        { kind: "ettc", hasPdf: true },
        { kind: "training", hasPdf: false, target: 7 },
        // a workshop's evidence photo is located first (decision 047)
        { kind: "workshop", hasPdf: false, target: 7, tag: "geo_tagged_Location_pictures", locate: true, needsLocation: true },
      ],
      events: [
        { type: "upload.picked", file: { name: "a.jpg", size: 10 } },
        { type: "xstate.done.actor.locatePhoto", output: { lat: 19.0761, lng: 72.8775, accuracy: 20, source: "device" } },
        { type: "xstate.done.actor.locatePhoto", output: null },
        { type: "xstate.error.actor.locatePhoto", error: new Error("no position") },
        { type: "upload.hasPdf", hasPdf: false },
        { type: "upload.hasPdf", hasPdf: true },
        { type: "xstate.done.actor.inspectFile", output: { pick: "p1", name: "a.jpg", size: 1000, type: "image/jpeg" } },
        { type: "xstate.done.actor.inspectFile", output: { pick: "p2", name: "a.pdf", size: 1000, type: "application/pdf" } },
        { type: "xstate.done.actor.inspectFile", output: { pick: "p3", name: "big.jpg", size: 5_242_881, type: "image/jpeg" } },
        { type: "xstate.error.actor.inspectFile", error: new Error("NotReadableError") },
        { type: "xstate.done.actor.queueUpload", output: { key: "k1" } },
        { type: "xstate.error.actor.queueUpload", error: new Error("The image could not be read") },
        { type: "xstate.done.actor.awaitUpload", output: { status: "synced" } },
        { type: "xstate.done.actor.awaitUpload", output: { status: "pending" } },
        {
          type: "xstate.error.actor.awaitUpload",
          error: { kind: "http", status: 400, code: "rejected", message: "The file's hash does not match" },
        },
        {
          type: "xstate.error.actor.awaitUpload",
          error: { kind: "http", status: 409, code: "photo_in_gallery", message: "This photo is already in this gallery" },
        },
        { type: "upload.dismissed" },
      ] as never[],
    },
  ],
  [
    workshopLifecycleMachine,
    {
      // a workshop planned with every fact a transition needs (so each guard can pass on the way
      // from Planning), and one loaded in each other stage (and in one the programme does not list)
      // with no facts, which takes the opening step to each stage without a second full traversal
      inputs: [...WORKSHOP_STAGES, "Bogus"].map((stage) => ({ stage, facts: stage === "Planning" ? readyFacts : emptyFacts(TODAY) })),
      events: [
        validPayload("workshop.submit", ACTORS.fcp),
        validPayload("workshop.confirm", ACTORS.cmdi),
        validPayload("workshop.sendBack", ACTORS.cmdi),
        validPayload("workshop.due", ACTORS.system),
        validPayload("workshop.approve", ACTORS.ammd),
        validPayload("workshop.reject", ACTORS.ammd),
        validPayload("workshop.report", ACTORS.fcp),
        validPayload("workshop.verify", ACTORS.cmdi),
        validPayload("workshop.returnReport", ACTORS.cmdi),
        validPayload("workshop.approveAccount", ACTORS.accounts),
        validPayload("workshop.pay", ACTORS.accounts),
        validPayload("workshop.cancel", ACTORS.fcp),
        validPayload("workshop.cancel", ACTORS.accounts),
      ] as never[],
    },
  ],
  // the training approval (decision 034): a training loaded in each status (and one the programme does not list)
  [
    trainingApprovalMachine,
    {
      inputs: [...TRAINING_STATUSES, "Draft"].map((status) => ({ status })),
      events: [
        { type: "training.approve", actor: { role: "AMMD" } },
        { type: "training.reject", actor: { role: "AMMD" }, reason: "The photos do not show the class" },
      ] as never[],
    },
  ],
  // a windowed list's page flow (decision 092): the rest after the phone's rows, a tab's, more, offline, a refusal
  windowPageModel(listPagesMachine, [{ list: "trainingApprovals" }, { list: "superPeople" }]) as unknown as [AnyStateMachine, Model],
  [
    trainingDecisionMachine,
    {
      inputs: [undefined],
      events: [
        {
          type: "decision.chosen",
          decision: { id: 7, version: 0, name: "TTC Batch 1 - Pune", type: "training.approve", label: "Approve", to: "Accounts" },
        },
        {
          type: "decision.chosen",
          decision: { id: 8, version: 0, name: "TTC Batch 2 - Pune", type: "training.reject", label: "Reject", to: "AMMD Rejected" },
        },
        { type: "decision.reason", value: "The photos do not show the class" },
        { type: "decision.confirmed" },
        { type: "decision.cancelled" },
        { type: "xstate.done.actor.sendDecision", output: { status: "synced", id: 7, result: [{ id: 7, status: "Accounts", approval_version: 1 }] } },
        { type: "xstate.done.actor.sendDecision", output: { status: "pending", id: null } },
        {
          type: "xstate.error.actor.sendDecision",
          error: { kind: "http", status: 409, code: "rejected", message: "This training has changed since you opened it: it is now in Accounts." },
        },
        { type: "notice.dismissed" },
      ] as never[],
    },
  ],
  [
    cameraMachine,
    {
      inputs: [undefined],
      events: [
        { type: "camera.open" },
        { type: "camera.close" },
        { type: "camera.capture" },
        { type: "camera.ready", stream: "stream-1" },
        { type: "camera.failed", reason: "denied" },
        { type: "camera.shot", file: { name: "Camera.jpg", size: 1000 } },
        { type: "camera.shotFailed" },
      ] as never[],
    },
  ],
  [
    trainingPhotosMachine,
    {
      inputs: [
        { training: 7, hasCached: false },
        { training: 7, hasCached: true },
      ],
      events: [
        { type: "xstate.done.actor.loadPhotos", output: { count: 2 } },
        { type: "xstate.error.actor.loadPhotos", error: { kind: "http", status: 404, code: "not_found", message: "This training was not found" } },
        { type: "xstate.error.actor.loadPhotos", error: failure },
        { type: "photos.retry" },
        { type: "photo.delete", id: 3, name: "a.jpg" },
        { type: "delete.cancelled" },
        { type: "delete.confirmed" },
        { type: "xstate.done.actor.deletePhoto" },
        { type: "xstate.error.actor.deletePhoto", error: new Error("The outbox is full") },
        { type: "delete.dismissed" },
      ] as never[],
    },
  ],
  [
    workshopPlanMachine,
    {
      inputs: [
        { id: null, today: "2026-11-22" },
        { id: 9, today: "2026-11-22" },
        // a kept draft (decision 038) that differs from the empty plan
        {
          id: null,
          today: "2026-11-22",
          draft: {
            ...emptyPlan(),
            start_date: "2026-12-10",
            start_time: "10:00",
            category: "Art Avenue",
            planned: "20",
            expense_head: "Material",
            articles: [{ article: "a0A1", quantity: "2" }],
          },
        },
      ],
      // what the guards read: the state, whether there are lines (none, one, more), whether the
      // check found nothing; a longer list or another typed value opens no other transition
      serializeState: (s) =>
        JSON.stringify([s.value, Math.min(s.context.values.articles.length, 2), Object.keys(s.context.fieldErrors).length === 0, s.context.id]),
      events: [
        // a complete plan loaded: Save checks it and sends it
        {
          type: "xstate.done.actor.loadPlan",
          output: {
            stage: "Planning",
            values: {
              ...emptyPlan(),
              start_date: "2026-12-10",
              start_time: "10:00",
              category: "Art Avenue",
              planned: "20",
              expense_head: "Material",
              articles: [{ article: "a0A1", quantity: "2" }],
            },
            // the workshop's version (decision 079): a changed plan names it as its base
            version: 2,
          },
        },
        { type: "xstate.done.actor.loadPlan", output: { stage: "Execution", values: emptyPlan() } },
        { type: "xstate.error.actor.loadPlan", error: failure },
        { type: "xstate.error.actor.loadPlan", error: { kind: "http", status: 404, code: "not_found", message: "This workshop was not found" } },
        { type: "plan.retry" },
        { type: "plan.changed", field: "start_date", value: "2026-12-10" },
        { type: "plan.articleAdded" },
        { type: "plan.articleChanged", index: 0, field: "quantity", value: "3" },
        { type: "plan.articleRemoved", index: 0 },
        { type: "plan.saved" },
        { type: "xstate.done.actor.savePlan", output: { status: "synced", id: 9 } },
        { type: "xstate.done.actor.savePlan", output: { status: "pending", id: null } },
        {
          type: "xstate.error.actor.savePlan",
          error: { kind: "http", status: 400, code: "rejected", message: "The date cannot be in the past.", field: "start_date" },
        },
        // refused as a conflict (decision 079): the plan as it is now, and the answer's plan
        {
          type: "xstate.error.actor.savePlan",
          error: {
            kind: "http",
            status: 409,
            code: "conflict",
            message: "Someone else changed this since you started. Choose which values to keep.",
            conflict: {
              version: 3,
              current: {
                ...emptyPlan(),
                start_date: "2026-12-10",
                start_time: "10:00",
                category: "Art Avenue",
                planned: "30",
                expense_head: "Material",
                articles: "a0A1:2",
              },
              fields: ["planned"],
            },
          },
        },
        { type: "plan.refreshed", values: { ...emptyPlan(), planned: "30", articles: [{ article: "a0A1", quantity: "2" }] }, version: 4 },
        { type: "xstate.done.actor.loadSchools", output: { count: 3 } },
        { type: "xstate.error.actor.loadSchools", error: failure },
        { type: "schools.retry" },
        { type: "draft.discarded" },
      ] as never[],
    },
  ],
  // the execution report (decision 030): nothing cached at first (failed), then cached (stale)
  [
    workshopExecutionMachine,
    {
      inputs: [
        { id: 7, page: "participants", cached: null },
        { id: 7, page: "photos", cached: { participants: "", lines: [] } },
        { id: 7, page: "participants", cached: null, draft: { participants: "12", lines: [] } },
        // cached with its version (decision 079): a save names it as its base
        { id: 7, page: "participants", cached: { participants: "12", lines: [{ article: "A", name: "Glue", quantity: "2" }] }, version: 2 },
      ],
      events: [
        { type: "xstate.done.actor.loadExecution", output: { report: { participants: "", lines: [{ article: "A", name: "Glue", quantity: "2" }] } } },
        {
          type: "xstate.error.actor.loadExecution",
          error: { kind: "http", status: 404, code: "not_found", message: "This workshop was not found" },
        },
        { type: "xstate.error.actor.loadExecution", error: { kind: "http", status: 409, code: "wrong_stage", message: "It is in Planning now." } },
        { type: "xstate.error.actor.loadExecution", error: failure },
        { type: "execution.retry" },
        { type: "report.participants", value: "20" },
        { type: "report.quantity", article: "B", value: "3" },
        { type: "report.lineAdded", article: "B", name: "Clay" },
        { type: "report.lineRemoved", article: "A" },
        { type: "report.save" },
        { type: "xstate.done.actor.saveReport", output: { status: "synced" } },
        { type: "xstate.done.actor.saveReport", output: { status: "pending" } },
        {
          type: "xstate.error.actor.saveReport",
          error: { kind: "http", status: 400, code: "invalid", message: "Too many.", field: "participants" },
        },
        // refused as a conflict (decision 079): the report as it is now, and the answer's report
        {
          type: "xstate.error.actor.saveReport",
          error: {
            kind: "http",
            status: 409,
            code: "conflict",
            message: "Someone else changed this since you started. Choose which values to keep.",
            conflict: { version: 3, current: { participants: "14", lines: "A:5" }, fields: ["participants"] },
          },
        },
        { type: "report.refreshed", form: { participants: "20", lines: [{ article: "A", name: "Glue", quantity: "5" }] }, version: 4 },
        { type: "notice.dismissed" },
        { type: "photo.delete", id: 3, name: "a.jpg" },
        { type: "delete.cancelled" },
        { type: "delete.confirmed" },
        { type: "xstate.done.actor.deletePhoto" },
        { type: "xstate.error.actor.deletePhoto", error: new Error("The outbox is full") },
        { type: "delete.dismissed" },
        { type: "draft.discarded" },
      ] as never[],
    },
  ],
  // a refused update's conflict (decision 079): started with one waiting or without, answered, met again, refused
  [
    conflictMachine,
    {
      inputs: [{ conflict: null }, { conflict: conflictCase }],
      events: [
        { type: "conflict.found", conflict: conflictCase },
        { type: "conflict.found", conflict: { ...conflictCase, key: "w2" } },
        { type: "conflict.cleared" },
        { type: "conflict.chose", field: "city_town__c", side: "mine" },
        { type: "conflict.keepMine" },
        { type: "conflict.submitted" },
        { type: "xstate.done.actor.resolve", output: { status: "synced", id: 7, result: [{ id: 7, version: 4 }] } },
        { type: "xstate.done.actor.resolve", output: { status: "pending", id: null } },
        {
          type: "xstate.error.actor.resolve",
          error: {
            kind: "http",
            status: 409,
            code: "conflict",
            message: "Someone else changed this since you started. Choose which values to keep.",
            conflict: { version: 5, current: { ...conflictCase.current, city_town__c: "Nashik" }, fields: ["city_town__c"] },
          },
        },
        {
          type: "xstate.error.actor.resolve",
          error: { kind: "http", status: 400, code: "bad_request", message: "Phone number is not valid", field: "mobile_no__c" },
        },
        { type: "conflict.retry" },
        { type: "conflict.closed" },
      ] as never[],
    },
  ],
  // the one Undo of every removal (decision 067)
  [
    undoToastMachine,
    {
      events: [
        { type: "removal.queued", key: "w1", message: 'Removed "School teachers"' },
        { type: "undo.pressed" },
        { type: "toast.dismissed" },
        { type: "xstate.done.actor.undoWrite" },
        { type: "xstate.error.actor.undoWrite", error: new Error("Too late") },
      ] as never[],
    },
  ],
  [
    shellUiMachine,
    {
      inputs: [{ settings: { theme: "light", direction: "ltr", searchBar: true, language: "en" }, small: false }],
      events: [
        { type: "ui.theme.toggle" },
        { type: "ui.direction.toggle" },
        { type: "ui.language.chosen", language: "hi" },
        { type: "ui.language.adopted", language: "en" },
        { type: "ui.drawer.toggle" },
        { type: "ui.drawer.close" },
        { type: "ui.screen.changed", small: true },
        { type: "ui.screen.changed", small: false },
        { type: "ui.notifications.open" },
        { type: "ui.notifications.close" },
        { type: "ui.search.toggle" },
        { type: "ui.fullscreen.toggle" },
        { type: "ui.fullscreen.changed", on: true },
        { type: "ui.fullscreen.changed", on: false },
      ] as never[],
    },
  ],
];

// a screen's own machine (src/screens/<name>/<id>.machine.ts) has its model beside it: <id>.model.ts exporting `model`
const ROOT = join(import.meta.dirname, "../../..");
for (const file of machineFiles(ROOT).filter((f) => f.startsWith("src/screens/"))) {
  const own = (await import(pathToFileURL(join(ROOT, file.replace(/\.machine\.ts$/, ".model.ts"))).href)) as { model: [AnyStateMachine, Model] };
  listed.push(own.model);
}

// every model also takes the delayed events of the states its machine shares (./refresh.ts's slow load)
const models = listed.map(([machine, model]): [AnyStateMachine, Model] => [machine, withDelayed(machine, model)]);

for (const [machine, model] of models) {
  test(`${machine.id}: generated paths reach every resting state and take every transition`, () => {
    assertModelCoverage(machine, model);
  });
}

test("each check can fail: leaving out any one kind of event leaves a transition untaken", () => {
  for (const [machine, model] of models) {
    // the full model passes, and each walk without one kind of event takes the steps it shares
    // with the full walk from it rather than computing them again (decision 091)
    const steps = newSteps();
    assertModelCoverage(machine, model, steps);
    for (const type of new Set(model.events.map((e) => e.type))) {
      const fewer = { ...model, events: model.events.filter((e) => e.type !== type) };
      let failed = false;
      try {
        assertModelCoverage(machine, fewer, steps);
      } catch {
        failed = true;
      } // uvu's assert.throws rethrows assertions
      assert.ok(failed, `${machine.id}: the check passes without ${type}`);
    }
  }
});

test("every machine of src/machines has a model here", async () => {
  const ids = (await findMachines(ROOT)).map((f) => f.machine.id);
  assert.equal(
    ids,
    models.map(([m]) => m.id).sort(),
    "a new machine needs a model in test/unit/machines/model.test.ts (a screen's own: <id>.model.ts beside it)",
  );
});

test.run();
