/** Server messages of the devices entities (issue 3): [zh-CN, en-US]. */
export const DEVICES_MESSAGES = {} as const satisfies Record<string, readonly [string, string]>;
