// /ForgetPassword and /forgot: forgot password by an SMS code (docs/decisions/015-account-recovery.md).
// Public: drawn outside the shell (the screen waits for Blueprint's stylesheet itself).
import { screen } from "../../views/routes.ts";

export const forgetPasswordScreen = screen("/ForgetPassword", { access: "public", title: "Forget Password", view: () => import("./screen.tsx") });
export const forgotScreen = screen("/forgot", { access: "public", title: "Forget Password", view: () => import("./screen.tsx") });
