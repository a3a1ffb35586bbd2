// The icons the signed-in app draws by name, bundled with the shell. Blueprint's default loader
// fetches the paths of all its 16 px icons as one chunk (about 180 KB) at the first icon drawn,
// and evaluating that chunk, then re-rendering each icon as it arrives, is a long task on a
// phone. The shell loads these before it paints (SignedIn.tsx), so every icon below draws in the
// first render. A name not listed still draws, through Blueprint's own loader, when online: offline
// it is a blank box. A unit test (test/unit/views/icons.test.ts) keeps these lists in step with the
// names the views use, and a name drawn large is typed `LargeIconName` (only ICONS_20's names).
import { Icons, IconSize, type IconName, type IconPaths } from "@blueprintjs/icons";
// One module per icon: the packages' index modules re-export all 2,000 of them.
import arrowLeft16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js";
import arrowRight16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js";
import banCircle16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/ban-circle.js";
import bankAccount16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account.js";
import build16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/build.js";
import calendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js";
import caretDown16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js";
import chevronDown16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js";
import chevronLeft16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js";
import chevronRight16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js";
import chevronUp16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up.js";
import circle16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/circle.js";
import clipboard16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/clipboard.js";
import cloud16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/cloud.js";
import cloudUpload16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/cloud-upload.js";
import cog16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/cog.js";
import confirm16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/confirm.js";
import cross16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js";
import disable16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js";
import documentOpen16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/document-open.js";
import document16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/document.js";
import doubleCaretVertical16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical.js";
import download16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/download.js";
import edit16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js";
import endorsed16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed.js";
import error16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/error.js";
import filter16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/filter.js";
import flash16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/flash.js";
import floppyDisk16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js";
import fullscreen16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/fullscreen.js";
import hand16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/hand.js";
import history16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/history.js";
import home16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/home.js";
import infoSign16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js";
import key16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/key.js";
import learning16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/learning.js";
import logOut16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js";
import media16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/media.js";
import camera16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/camera.js";
import menu16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js";
import minimize16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/minimize.js";
import mobilePhone16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone.js";
import moon16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/moon.js";
import notifications16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/notifications.js";
import office16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/office.js";
import pause16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/pause.js";
import people16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/people.js";
import person16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/person.js";
import phone16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/phone.js";
import play16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/play.js";
import plus16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/plus.js";
import refresh16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js";
import search16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/search.js";
import star16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/star.js";
import starEmpty16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/star-empty.js";
import swapHorizontal16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/swap-horizontal.js";
import takeAction16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/take-action.js";
import target16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/target.js";
import tick16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js";
import time16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/time.js";
import translate16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/translate.js";
import trash16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js";
import user16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/user.js";
import lock16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js";
import offline16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/offline.js";
import warningSign16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js";
import document20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/document.js";
import bankAccount20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/bank-account.js";
import calendar20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/calendar.js";
import error20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/error.js";
import lock20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js";
import warningSign20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js";
import media20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/media.js";
import camera20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/camera.js";
import notifications20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/notifications.js";
import search20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/search.js";
import office20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/office.js";
import people20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/people.js";
import trash20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js";
import cloudUpload20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/cloud-upload.js";
import tickCircle20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle.js";
import history20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/history.js";
import learning20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/learning.js";
import mobilePhone20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/mobile-phone.js";
import tick20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/tick.js";

/** 16 px paths by icon name. */
export const ICONS_16 = {
  "arrow-left": arrowLeft16,
  "arrow-right": arrowRight16,
  "ban-circle": banCircle16,
  "bank-account": bankAccount16,
  build: build16,
  calendar: calendar16,
  camera: camera16,
  "caret-down": caretDown16,
  "chevron-down": chevronDown16,
  "chevron-left": chevronLeft16,
  "chevron-right": chevronRight16,
  "chevron-up": chevronUp16,
  circle: circle16,
  clipboard: clipboard16,
  cloud: cloud16,
  "cloud-upload": cloudUpload16,
  cog: cog16,
  confirm: confirm16,
  cross: cross16,
  disable: disable16,
  document: document16,
  "document-open": documentOpen16,
  "double-caret-vertical": doubleCaretVertical16,
  download: download16,
  edit: edit16,
  endorsed: endorsed16,
  error: error16,
  filter: filter16,
  flash: flash16,
  "floppy-disk": floppyDisk16,
  fullscreen: fullscreen16,
  hand: hand16,
  history: history16,
  home: home16,
  "info-sign": infoSign16,
  key: key16,
  learning: learning16,
  lock: lock16,
  "log-out": logOut16,
  media: media16,
  menu: menu16,
  minimize: minimize16,
  "mobile-phone": mobilePhone16,
  moon: moon16,
  notifications: notifications16,
  office: office16,
  offline: offline16,
  pause: pause16,
  people: people16,
  person: person16,
  phone: phone16,
  play: play16,
  plus: plus16,
  refresh: refresh16,
  search: search16,
  star: star16,
  "star-empty": starEmpty16,
  "swap-horizontal": swapHorizontal16,
  "take-action": takeAction16,
  target: target16,
  tick: tick16,
  time: time16,
  translate: translate16,
  trash: trash16,
  user: user16,
  "warning-sign": warningSign16,
} satisfies Partial<Record<IconName, IconPaths>>;

/** 20 px paths, for the icons drawn at 20 px or more: dialog and drawer titles, empty states. */
export const ICONS_20 = {
  "bank-account": bankAccount20,
  calendar: calendar20,
  camera: camera20,
  "cloud-upload": cloudUpload20,
  document: document20,
  error: error20,
  history: history20,
  learning: learning20,
  lock: lock20,
  media: media20,
  "mobile-phone": mobilePhone20,
  notifications: notifications20,
  office: office20,
  people: people20,
  search: search20,
  tick: tick20,
  "tick-circle": tickCircle20,
  trash: trash20,
  "warning-sign": warningSign20,
} satisfies Partial<Record<IconName, IconPaths>>;

/**
 * A name drawn at 20 px or more (an empty state's illustration, a dialog's or a drawer's title):
 * only the names bundled at that size, so a name missing from ICONS_20 is a type error where it
 * is written rather than a blank box offline (Blueprint's loader fetches the paths from the network).
 */
export type LargeIconName = keyof typeof ICONS_20;

const bundled = (name: IconName, size: IconSize): IconPaths | undefined =>
  ((size === IconSize.LARGE ? ICONS_20 : ICONS_16) as Partial<Record<IconName, IconPaths>>)[name];

let ready: Promise<void> | null = null;

/** Makes the bundled icons drawable at once; any other name goes to Blueprint's loader. */
export function loadAppIcons(): Promise<void> {
  ready ??= (async () => {
    Icons.setLoaderOptions({
      loader: async (name, size) =>
        bundled(name, size) ??
        (await import("@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader.js")).splitPathsBySizeLoader(name, size),
    });
    await Promise.all([
      Icons.load(Object.keys(ICONS_16) as IconName[], IconSize.STANDARD),
      Icons.load(Object.keys(ICONS_20) as IconName[], IconSize.LARGE),
    ]);
  })();
  return ready;
}
