/** Server messages of schedule writes (issue 4): [zh-CN, en-US]. */
export const MEETINGS_MESSAGES = {
  "meeting.roomBusy": ["会议室已被占用，请选择其他会议室", "The room is busy; choose another room"],
  "meeting.duplicateNumber": ["会议号重复", "Duplicated meeting number"],
  "meeting.locked": ["会议即将开始，不允许操作", "The meeting is about to start; no operation is allowed"],
  "meeting.ended": ["会议已结束", "The meeting has ended"],
  "meeting.instantName": ["{name}的即时会议", "{name}'s instant meeting"],
  "schedule.nameRequired": ["请输入会议名称", "Enter the meeting name"],
  "schedule.nameTooLong": [
    "会议名称不能超过 {max} 个字符",
    "The meeting name must be at most {max} characters",
  ],
  "schedule.passwordDigits": ["密码必须为 {digits} 位数字", "The password must be exactly {digits} digits"],
  "schedule.roomRequired": ["请至少选择一个会议室", "Choose at least one meeting room"],
  "schedule.roomUnavailable": [
    "会议室不存在、已停用或不在您的管理范围内",
    "A room does not exist, is disabled or is outside your authority",
  ],
  "schedule.mainVenueRequired": ["发言模式下请选择主会场", "Choose the main venue for the speech mode"],
  "schedule.mainVenueNotInRooms": [
    "主会场必须是所选会议室之一",
    "The main venue must be one of the chosen rooms",
  ],
  "schedule.joinWayRequired": ["请至少选择一种入会方式", "Choose at least one way of joining"],
  "schedule.meetingNumberDigits": [
    "会议号必须为 {digits} 位数字",
    "The meeting number must be exactly {digits} digits",
  ],
  "schedule.capacityOption": ["会议容量只能是 {values}", "The capacity must be one of: {values}"],
  "schedule.bandwidthOption": ["带宽只能是 {values}", "The bandwidth must be one of: {values}"],
  "schedule.emailInvalid": ["邮箱格式不正确", "The email address is not valid"],
  "schedule.phoneDigits": ["联系电话只能包含数字", "The phone number may contain digits only"],
  "schedule.startInPast": ["开始时间不能早于当前时间", "The start cannot be earlier than now"],
  "schedule.endNotAfterStart": ["结束时间必须晚于开始时间", "The end must be later than the start"],
  "schedule.maxDuration": ["会议时长不能超过 {max} 分钟", "A meeting cannot last longer than {max} minutes"],
  "schedule.recurrenceCrossesDay": [
    "周期会议的开始和结束时间须在同一天内",
    "Each occurrence of a recurring meeting must start and end on the same day",
  ],
  "schedule.recurrenceWeekdaysRequired": [
    "按周重复时，请至少选择一天",
    "Select at least one day of the week for a weekly recurrence",
  ],
  "schedule.recurrenceStartAfterEnd": [
    "周期开始日期不能晚于周期结束日期",
    "The recurrence start date cannot be later than its end date",
  ],
  "schedule.recurrenceNoOccurrence": [
    "所选周期内没有符合重复规则的日期",
    "No date in the selected period matches the recurrence",
  ],
  "schedule.recurrenceTooMany": [
    "周期会议最多可预约 {max} 次",
    "A recurring meeting can have at most {max} occurrences",
  ],
  "schedule.hostUnknown": ["主持人不存在", "The host does not exist"],
  "schedule.poolUnknown": ["资源池不存在", "The resource pool does not exist"],
  "schedule.attendeeUnknown": ["参会人不存在", "An attendee does not exist"],
  "schedule.fileNotAttachable": [
    "附件不存在或不是您上传的，只能添加自己上传的附件",
    "An attachment does not exist or was not uploaded by you; only your own uploads can be attached",
  ],
  "schedule.meetingNotInSchedule": ["该会议不属于此预约", "This meeting does not belong to the schedule"],
  "schedule.meetingIdRequired": [
    "周期会议请指定要操作的会议",
    "Name the occurrence of the recurring meeting",
  ],
} as const satisfies Record<string, readonly [string, string]>;
