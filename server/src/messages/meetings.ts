/** Server messages of schedule writes (issue 4): [zh-CN, en-US]. */
export const MEETINGS_MESSAGES = {} as const;
