// A drawer whose link was followed closes at once, without sliding out (decision 089): the page the
// link opens can be drawn in the next frame, and for the 300 ms of the slide the drawer would still
// be over it, its close then handing the focus back to the button that opened it: a tap on the new
// page meanwhile can land on a moving page or on the drawer. Closed otherwise (Escape, the backdrop,
// its close button), it slides out. Used by the menu's drawer and the notifications' drawer.
import { useState } from "react";
import { flushSync } from "react-dom";

/** The drawer's transition props, and `followed()` to call as its link is followed (before closing it). */
export function useFollowedDrawer(): { transitionDuration: number | undefined; onClosed: () => void; followed: () => void } {
  const [followed, setFollowed] = useState(false);
  return {
    transitionDuration: followed ? 0 : undefined,
    onClosed: () => setFollowed(false),
    // drawn first: the closing drawer keeps the props it had (react-transition-group)
    followed: () => flushSync(() => setFollowed(true)),
  };
}
