/** Server messages of door screens: [zh-CN, en-US]. */
export const DOOR_SCREEN_MESSAGES = {
  "board.pairingBusy": ["暂时无法生成配对码，请稍后重试", "No pairing code is free now; try again shortly"],
  "board.pairingExpired": ["配对码已过期，请重新获取", "The pairing code has expired; ask for a new one"],
  "board.pairingCodeInvalid": ["配对码无效或已过期", "The pairing code is wrong or has expired"],
  "board.notPaired": ["门牌未配对或密钥已吊销", "The board is not paired or its key was revoked"],
  "board.checkInClosed": [
    "会议开始前 10 分钟至结束前可签到",
    "Check-in opens 10 minutes before the meeting and closes at its end",
  ],
  "board.bookNowMinutes": ["请选择 15、30 或 60 分钟", "Choose 15, 30 or 60 minutes"],
  "board.bookNowName": ["{room} 即时预订", "{room}, booked at the door"],
  "board.noOrganiser": [
    "门牌的配对管理员已不可用，请重新配对后再预订",
    "The administrator who paired this board is no longer available; pair it again to book",
  ],
} as const satisfies Record<string, readonly [string, string]>;
