/** Typed calls of the login page tab: titles, logo and background. */
import type { LoginImageParams, LoginPageBody, LoginPageSettings } from "#contract/login-page";
import { loginPageOps } from "#contract/operations/login-page";
import { call, upload } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

type Kind = LoginImageParams["kind"];

export const getLoginPage = (): Promise<ApiResult<LoginPageSettings>> => call(loginPageOps.get);

/** Silent: the form shows messages beside its fields. */
export function saveLoginTitles(body: LoginPageBody): Promise<ApiResult<LoginPageSettings>> {
  return call(loginPageOps.update, { body }, { silent: true });
}

/** Multipart field `file`; silent: the image's card says why it was refused. */
export function uploadLoginImage(kind: Kind, file: Blob): Promise<ApiResult<LoginPageSettings>> {
  const form = new FormData();
  form.append("file", file);
  return upload(loginPageOps.uploadImage, form, { params: { kind } }, { silent: true });
}

export function deleteLoginImage(kind: Kind): Promise<ApiResult<LoginPageSettings>> {
  return call(loginPageOps.removeImage, { params: { kind } });
}
