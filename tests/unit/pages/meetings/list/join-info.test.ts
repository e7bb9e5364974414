import dayjs from "dayjs";
import { addBundles, i18n } from "../../../../../src/i18n";
import { type JoinInfoSource, joinInfoText } from "../../../../../src/pages/meetings/shared/join-info";
import { formatRange } from "../../../../../src/pages/meetings/shared/meeting-time";

addBundles(import.meta.glob("/locales/*/*.json", { eager: true, import: "default" }));

const start = dayjs("2025-05-06 09:30").valueOf();
const base: JoinInfoSource = {
  name: "Weekly sync",
  startAt: start,
  endAt: dayjs("2025-05-06 10:30").valueOf(),
  networkNumber: "123456",
  hasPassword: false,
  joinByApp: true,
  joinByTerminal: true,
};

describe("join information text (spec §8 'copy join information')", () => {
  it.each([
    [
      "zh-CN",
      base,
      undefined,
      [
        "邀请您参加视频会议",
        "会议主题：Weekly sync",
        "会议时间：2025/05/06 09:30 – 10:30",
        "会议号：123456",
        "客户端入会：打开客户端，输入会议号 123456 加入会议",
        "终端入会：使用视频终端拨打会议号 123456",
      ],
    ],
    [
      "en-US",
      base,
      undefined,
      [
        "You are invited to a video meeting",
        "Topic: Weekly sync",
        "Time: 2025/05/06 09:30 – 10:30",
        "Meeting number: 123456",
        "From the app: open the app and enter the meeting number 123456",
        "From a video terminal: dial the meeting number 123456",
      ],
    ],
    [
      "en-US",
      { ...base, hasPassword: true, joinByApp: false },
      "654321",
      [
        "You are invited to a video meeting",
        "Topic: Weekly sync",
        "Time: 2025/05/06 09:30 – 10:30",
        "Meeting number: 123456",
        "Password: 654321",
        "From a video terminal: dial the meeting number 123456",
      ],
    ],
    [
      "zh-CN",
      { ...base, hasPassword: true, joinByTerminal: false },
      null,
      [
        "邀请您参加视频会议",
        "会议主题：Weekly sync",
        "会议时间：2025/05/06 09:30 – 10:30",
        "会议号：123456",
        "会议密码：请向会议主持人获取",
        "客户端入会：打开客户端，输入会议号 123456 加入会议",
      ],
    ],
    [
      "en-US",
      { ...base, name: null },
      undefined,
      [
        "You are invited to a video meeting",
        "Time: 2025/05/06 09:30 – 10:30",
        "Meeting number: 123456",
        "From the app: open the app and enter the meeting number 123456",
        "From a video terminal: dial the meeting number 123456",
      ],
    ],
  ])("%s: %o (password %s)", (lng, meeting, password, lines) => {
    const t = i18n.getFixedT(lng);
    expect(joinInfoText(meeting, (key, options) => t(key, options ?? {}), password)).toBe(lines.join("\n"));
  });

  it("a meeting across midnight keeps the end date", () => {
    const end = dayjs("2025-05-07 01:00").valueOf();
    expect(formatRange(start, end)).toBe("2025/05/06 09:30 – 2025/05/07 01:00");
  });
});
