/** The login page tab: its title in each language, its logo and background (what /login/interface serves). */
import { LOGIN_IMAGE_KINDS, LOGIN_TITLE_MAX } from "#contract/limits/settings";
import { NStr } from "#contract/records";
import { Enum, Nullable, Obj, type Static, Str, Type } from "#contract/schema";

const Titles = <T extends ReturnType<typeof NStr> | ReturnType<typeof Type.String>>(value: () => T) =>
  Obj({ "zh-CN": value(), "en-US": value() });

/** The stored titles (null: the default beside it) and the images' addresses. */
export const LoginPageSettings = Obj({
  title: Titles(NStr),
  defaultTitle: Titles(Type.String),
  logo: NStr(),
  background: NStr(),
});
export type LoginPageSettings = Static<typeof LoginPageSettings>;

/** A title per language; null or absent text restores the default. */
export const LoginPageBody = Obj({
  title: Obj({
    "zh-CN": Nullable(Str(1, LOGIN_TITLE_MAX)),
    "en-US": Nullable(Str(1, LOGIN_TITLE_MAX)),
  }),
});
export type LoginPageBody = Static<typeof LoginPageBody>;

/** loginPage.uploadImage (multipart, field `file`), loginPage.removeImage; loginPage.image reads it. */
export const LoginImageParams = Obj({ kind: Enum(LOGIN_IMAGE_KINDS) });
export type LoginImageParams = Static<typeof LoginImageParams>;

/** The image's bytes, not enveloped. */
export const LoginImageBytes = {
  200: Type.Unsafe<Uint8Array>({ type: "string", description: "the image's bytes (not enveloped)" }),
};
