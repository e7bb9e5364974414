/** Server messages of meeting control, the monitors and the live stream: [zh-CN, en-US]. */
export const LIVE_MESSAGES = {
  "live.meetingEnded": ["当前会议已结束", "The current meeting has ended"],
  "live.meetingNotStarted": ["会议尚未在 MCU 上开始", "The meeting has not started on its MCU yet"],
  "live.noOnlineParticipant": ["没有在线的与会者", "No participant is online"],
  "live.protocolNotSupported": [
    "协议类型不支持：{name} 使用 {protocol}，MCU 不支持",
    "Protocol type not supported: {name} uses {protocol}, which the MCU does not dial",
  ],
  "live.alreadyInMeeting": ["{name} 已在会议中", "{name} is already in the meeting"],
  "live.noFreePort": [
    "MCU 没有空闲端口，或会议已达容量上限",
    "No MCU port is free, or the meeting is at its capacity",
  ],
  "live.licencePorts": [
    "许可证允许的 {limit} 个并发端口已全部占用；请上传端口更多的许可证",
    "All {limit} concurrent ports the licence allows are in use; upload a licence with more ports",
  ],
  "live.mainVenueRequired": ["发言模式需要先设置主会场", "Speech mode needs a main venue; set one first"],
  "live.bridgeUnreachable": [
    "MCU {server} 无响应，操作未执行",
    "The MCU {server} does not answer; nothing was changed",
  ],
  "live.bridgeRefused": [
    "MCU {server} 拒绝了该操作（{reason}），操作未执行",
    "The MCU {server} refused the command ({reason}); nothing was changed",
  ],
  "live.bridgeCannotLayout": [
    "{server}（{model}）是 SFU，不合成画面，无法设置布局",
    "{server} ({model}) is an SFU: it composes no picture, so it has no layout",
  ],
  "live.bridgeCannotPanes": [
    "{server}（{model}）是 SFU，不合成画面，无法设置分屏位置",
    "{server} ({model}) is an SFU: it composes no picture, so it has no panes to place",
  ],
  "live.bridgeCannotDial": [
    "{server}（{model}）不呼叫 SIP/H.323 地址：与会者从浏览器加入",
    "{server} ({model}) dials no SIP or H.323 address: participants join from their browser",
  ],
  "live.bridgeCannotMove": [
    "{server}（{model}）无法在会议之间移动与会者",
    "{server} ({model}) cannot move participants between meetings",
  ],
  "live.bridgeCannotSpeaker": [
    "{server}（{model}）无法关闭某个与会者的扬声器：由与会者自己决定收听什么",
    "{server} ({model}) cannot mute what one participant hears: each participant chooses what it receives",
  ],
  "live.noBrowserJoin": [
    "该会议的 MCU 不支持从浏览器加入",
    "This meeting's MCU takes no browser: join from a room terminal",
  ],
  "live.meetingLocked": ["会议已锁定，无法加入", "The meeting is locked: no one new can join"],
  "live.wrongPassword": ["会议密码错误", "The meeting password is wrong"],
  "live.inviteNothing": ["请选择终端或输入地址", "Select a terminal or enter an address"],
  "live.terminalUnknown": ["终端不存在", "A terminal does not exist"],
  "live.addressInvalid": ["呼叫地址格式不正确", "The call address is not valid"],
  "live.moveTargetRequired": ["请选择目标会议", "Choose the meeting to move to"],
  "live.moveParticipantRequired": ["请至少选择一个与会者", "Choose at least one participant"],
  "live.moveSameMeeting": ["目标会议不能是当前会议", "The target cannot be the current meeting"],
  "live.participantUnknown": ["与会者不在该会议中", "A participant is not in this meeting"],
  "live.paneLayoutUnsupported": [
    "当前布局不支持设置分屏位置（全屏、自动、1+N、智真、堆叠）",
    "The current layout has no panes to place (full, auto, 1+N, telepresence, stacked)",
  ],
  "live.panePositionsRequired": ["请设置分屏位置", "Set the pane positions"],
  "live.paneTooMany": ["分屏位置超过布局的 {max} 个", "More positions than the layout's {max} panes"],
  "live.paneNotOnline": ["只能放置在线的与会者", "Only online participants can be placed"],
  "live.paneDuplicate": ["同一与会者不能放在两个分屏", "A participant cannot be placed in two panes"],
  "live.ticketInvalid": ["推送凭证无效或已过期", "The stream ticket is invalid or has expired"],
  "live.monitorStatus": ["状态只能是 {values}", "must be among {values}"],
} as const;
