import type {
  Captcha,
  CaptchaCheck,
  CurrentUser,
  LoginBody,
  LoginInterface,
  LoginResult,
  LoginTypeInfo,
} from "#contract/auth";
import { op, operations } from "#contract/operation";

export const authOps = operations("auth", {
  captcha: op<Captcha>("GET /login/captcha", "public"),
  checkCaptcha: op<CaptchaCheck>("GET /check/captcha", "public"),
  loginType: op<LoginTypeInfo>("GET /login/type", "public"),
  loginInterface: op<LoginInterface>("GET /login/interface", "public"),
  login: op<LoginResult, LoginBody>("POST /login", "public", { audit: "self" }),
  logout: op<null>("POST /logout", "login"),
  currentUser: op<CurrentUser>("GET /current/user", "login"),
});
