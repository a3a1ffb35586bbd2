// Signing in and out: the session (with the login form it invokes) and the sign-in gate; forgot
// password by an SMS code (/ForgetPassword, /forgot; docs/decisions/015-account-recovery.md). A
// sign-in and a sign-out are recorded as the product's events (`session.loggedIn`,
// `session.loggedOut`), so the store knows who is signed in; the token never reaches a machine.
import { fromPromise } from "xstate";
import type { SessionUser } from "../codecs/session.ts";
import type { OtpRequestForm, OtpRequestResponse, OtpVerifyForm, OtpVerifyResponse, PasswordResetForm } from "../codecs/recovery.ts";
import { forgotPasswordMachine } from "../machines/forgotPassword.machine.ts";
import { lockScreenMachine } from "../machines/lockScreen.machine.ts";
import { loginFormMachine } from "../machines/loginForm.machine.ts";
import { sessionMachine } from "../machines/session.machine.ts";
import { signInGateMachine } from "../machines/signInGate.machine.ts";
import { forgetPasswordScreen, forgotScreen } from "../screens/forgotPassword/index.ts";
import { lockscreenScreen } from "../screens/lockscreen/index.ts";
import { boundSessionMachine, LOCKED_KEY } from "../signin/session.ts";
import { defineFeature } from "./feature.ts";
import { screen } from "../views/routes.ts";

export { LOCKED_KEY };

export const auth = defineFeature({
  id: "auth",
  machines: [sessionMachine, loginFormMachine, signInGateMachine, forgotPasswordMachine, lockScreenMachine],
  // the session comes back from local storage, the gate asks the server again
  startFresh: [sessionMachine, signInGateMachine, lockScreenMachine],
  // the session's binding is shared with the sign-in wiring, which starts it before the features load (decision 052)
  provide: (w) => {
    const { auth: effects, storage } = w;
    return [
      boundSessionMachine(w),
      signInGateMachine.provide({
        actors: { currentUser: fromPromise<SessionUser, void>(({ signal }) => effects.currentUser(signal)) },
      }),
      lockScreenMachine.provide({
        actors: { unlock: fromPromise<void, { password: string }>(({ input, signal }) => effects.unlock(input.password, signal)) },
        actions: {
          rememberLock: () => storage.setItem(LOCKED_KEY, "1"),
          forgetLock: () => storage.removeItem(LOCKED_KEY),
        },
        guards: { wasLocked: () => storage.getItem(LOCKED_KEY) === "1" },
      }),
      forgotPasswordMachine.provide({
        actors: {
          requestCode: fromPromise<OtpRequestResponse, OtpRequestForm>(({ input, signal }) => effects.requestOtp(input, signal)),
          verifyCode: fromPromise<OtpVerifyResponse, OtpVerifyForm>(({ input, signal }) => effects.verifyOtp(input, signal)),
          setPassword: fromPromise<void, PasswordResetForm>(({ input, signal }) => effects.resetPassword(input, signal)),
        },
      }),
    ];
  },
  screens: [
    screen("/signin", { access: "public", title: "Sign in" }), // drawn by the app itself (src/views/App.tsx)
    forgetPasswordScreen,
    forgotScreen,
    lockscreenScreen,
  ],
});
