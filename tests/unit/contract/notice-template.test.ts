import { describe, expect, it } from "vitest";
import { type NoticeValues, renderTemplate, unknownPlaceholders } from "#contract/rules/notice-template";
import english from "../../../locales/en-US/notice-settings.json";

/** Notification templates (issue "Notifications": placeholders meeting name, time, rooms, join number, host). */
const values: NoticeValues = english.templates.sample;

describe("renderTemplate", () => {
  it.each([
    ["a placeholder is replaced by its value", "Join {{meetingName}}", "Join Quarterly business review"],
    ["spaces inside the braces are allowed", "{{ host }} hosts", "Wei Zhang hosts"],
    [
      "every placeholder of the list",
      "{{startTime}}|{{endTime}}|{{rooms}}|{{meetingNumber}}",
      `${values.startTime}|${values.endTime}|${values.rooms}|8812345`,
    ],
    ["a placeholder used twice is replaced twice", "{{host}}/{{host}}", "Wei Zhang/Wei Zhang"],
    ["an unknown name is left as written", "{{agenda}} {{host}}", "{{agenda}} Wei Zhang"],
    ["single braces are plain text", "{host}", "{host}"],
  ])("%s", (_rule, text, expected) => {
    expect(renderTemplate(text, values)).toBe(expected);
  });
});

describe("unknownPlaceholders", () => {
  it.each([
    ["a text with known names only has none", "{{meetingName}} {{ rooms }}", []],
    ["an unknown name is reported", "{{meetingTitle}}", ["meetingTitle"]],
    ["each unknown name once, in order", "{{b1}} {{a1}} {{b1}} {{host}}", ["b1", "a1"]],
    ["names are case-sensitive", "{{MeetingName}}", ["MeetingName"]],
  ])("%s", (_rule, text, expected) => {
    expect(unknownPlaceholders(text)).toEqual(expected);
  });
});
