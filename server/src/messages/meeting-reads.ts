/** Server messages of meeting reads and history (issue 4): [zh-CN, en-US]. */
export const MEETING_READS_MESSAGES = {} as const;
