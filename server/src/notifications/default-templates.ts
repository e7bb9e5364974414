import type { NoticeChannel, NoticeEvent } from "#contract/notice";

/** The templates shipped with the server, per channel and event, in both languages. */
export interface TemplateText {
  subjectZh: string;
  subjectEn: string;
  bodyZh: string;
  bodyEn: string;
}

const EMAIL: Record<NoticeEvent, TemplateText> = {
  SCHEDULED: {
    subjectZh: "会议邀请：{{meetingName}}",
    subjectEn: "Meeting invitation: {{meetingName}}",
    bodyZh:
      "您好，\n\n{{host}} 邀请您参加会议“{{meetingName}}”。\n时间：{{startTime}} 至 {{endTime}}\n会议室：{{rooms}}\n会议号：{{meetingNumber}}\n\n附件中的日历邀请可加入您的日历。",
    bodyEn:
      'Hello,\n\n{{host}} invites you to the meeting "{{meetingName}}".\nTime: {{startTime}} to {{endTime}}\nRooms: {{rooms}}\nMeeting number: {{meetingNumber}}\n\nThe attached invitation adds it to your calendar.',
  },
  UPDATED: {
    subjectZh: "会议变更：{{meetingName}}",
    subjectEn: "Meeting changed: {{meetingName}}",
    bodyZh:
      "您好，\n\n会议“{{meetingName}}”已变更。\n时间：{{startTime}} 至 {{endTime}}\n会议室：{{rooms}}\n会议号：{{meetingNumber}}\n主持人：{{host}}\n\n附件中的日历邀请会更新您日历中的这场会议。",
    bodyEn:
      'Hello,\n\nThe meeting "{{meetingName}}" has changed.\nTime: {{startTime}} to {{endTime}}\nRooms: {{rooms}}\nMeeting number: {{meetingNumber}}\nHost: {{host}}\n\nThe attached invitation updates the meeting in your calendar.',
  },
  CANCELLED: {
    subjectZh: "会议取消：{{meetingName}}",
    subjectEn: "Meeting cancelled: {{meetingName}}",
    bodyZh:
      "您好，\n\n会议“{{meetingName}}”（{{startTime}}）已取消。\n主持人：{{host}}\n\n附件会从您的日历中移除这场会议。",
    bodyEn:
      'Hello,\n\nThe meeting "{{meetingName}}" ({{startTime}}) has been cancelled.\nHost: {{host}}\n\nThe attachment removes it from your calendar.',
  },
};

const SHORT: Record<NoticeEvent, TemplateText> = {
  SCHEDULED: {
    subjectZh: "",
    subjectEn: "",
    bodyZh:
      "会议邀请：{{meetingName}}，{{startTime}} 至 {{endTime}}，会议室 {{rooms}}，会议号 {{meetingNumber}}",
    bodyEn:
      "Meeting invitation: {{meetingName}}, {{startTime}} to {{endTime}}, rooms {{rooms}}, number {{meetingNumber}}",
  },
  UPDATED: {
    subjectZh: "",
    subjectEn: "",
    bodyZh:
      "会议变更：{{meetingName}}，{{startTime}} 至 {{endTime}}，会议室 {{rooms}}，会议号 {{meetingNumber}}",
    bodyEn:
      "Meeting changed: {{meetingName}}, {{startTime}} to {{endTime}}, rooms {{rooms}}, number {{meetingNumber}}",
  },
  CANCELLED: {
    subjectZh: "",
    subjectEn: "",
    bodyZh: "会议取消：{{meetingName}}（{{startTime}}）",
    bodyEn: "Meeting cancelled: {{meetingName}} ({{startTime}})",
  },
};

export const DEFAULT_TEMPLATES: Record<NoticeChannel, Record<NoticeEvent, TemplateText>> = {
  EMAIL,
  IM: SHORT,
  SMS: SHORT,
};

/** E-mail is on by default; IM and SMS wait until an administrator turns them on. */
export const DEFAULT_ENABLED: Record<NoticeChannel, boolean> = { EMAIL: true, IM: false, SMS: false };
