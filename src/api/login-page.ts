/** Typed calls of the login page tab: titles, logo and background. */
import type { LoginImageParams, LoginPageBody, LoginPageSettings } from "#contract/login-page";
import { type ApiResult, http } from "../providers/http/client";

type Kind = LoginImageParams["kind"];
const URL = "/system/login-page";

export function getLoginPage(): Promise<ApiResult<LoginPageSettings>> {
  return http.get(URL);
}

/** Silent: the form shows messages beside its fields. */
export function saveLoginTitles(body: LoginPageBody): Promise<ApiResult<LoginPageSettings>> {
  return http.put(URL, { data: body, silent: true });
}

/** Multipart field `file`; silent: the image's card says why it was refused. */
export function uploadLoginImage(kind: Kind, file: Blob): Promise<ApiResult<LoginPageSettings>> {
  const form = new FormData();
  form.append("file", file);
  return http.upload(`${URL}/${kind}`, form, { silent: true });
}

export function deleteLoginImage(kind: Kind): Promise<ApiResult<LoginPageSettings>> {
  return http.delete(`${URL}/${kind}`);
}
