/** The open API's credential (spec §7; openApi.changeSecret): a key, a secret shown once, the account it acts as. */
import { NInt, NStr } from "#contract/records";
import { Id, Nullable, Obj, type Static, Type } from "#contract/schema";

export const ApiAccount = Obj({
  id: Type.String(),
  account: Type.String(),
  name: Type.String(),
  roleNames: Type.Array(Type.String()),
});
export type ApiAccount = Static<typeof ApiAccount>;

/** What the console reads: never the secret, only whether one is set and when it was made. */
export const ApiAccess = Obj({
  apiKey: NStr(),
  account: Nullable(ApiAccount),
  hasSecret: Type.Boolean(),
  rotatedAt: NInt(),
});
export type ApiAccess = Static<typeof ApiAccess>;

/** The answer of a rotation: the only time the secret is ever sent. */
export const ApiSecret = Obj({ apiKey: Type.String(), secret: Type.String(), rotatedAt: Type.Integer() });
export type ApiSecret = Static<typeof ApiSecret>;

export const ApiAccountBody = Obj({ userId: Id() });
export type ApiAccountBody = Static<typeof ApiAccountBody>;

/** The request headers an integrator sends instead of a session token. */
export const API_KEY_HEADER = "x-api-key";
export const API_SECRET_HEADER = "x-api-secret";
