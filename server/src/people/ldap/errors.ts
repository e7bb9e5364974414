import type { LdapFailure } from "#contract/ldap";

/** A failure of the directory or of its settings, with the directory's own words when it gave some. */
export class DirectoryError extends Error {
  readonly failure: LdapFailure;
  readonly detail: string | null;

  constructor(failure: LdapFailure, detail: string | null = null) {
    super(failure);
    this.failure = failure;
    this.detail = detail;
  }
}
