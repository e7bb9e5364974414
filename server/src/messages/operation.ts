/** Server messages of the operation entities (issue 3): [zh-CN, en-US]. */
export const OPERATION_MESSAGES = {} as const satisfies Record<string, readonly [string, string]>;
