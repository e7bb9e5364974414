import type { LoginPageBody, LoginPageSettings } from "#contract/login-page";
import { op, operations } from "#contract/operation";

export const loginPageOps = operations("loginPage", {
  get: op<LoginPageSettings>("GET /system/login-page", { systemType: true }),
  update: op<LoginPageSettings, LoginPageBody>("PUT /system/login-page", { systemType: true }),
  uploadImage: op<LoginPageSettings, FormData>("POST /system/login-page/{kind}", { systemType: true }),
  removeImage: op<LoginPageSettings>("DELETE /system/login-page/{kind}", { systemType: true }),
  image: op("GET /login/interface/{kind}", "public"),
});
