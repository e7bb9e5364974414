import { useTranslate } from "@refinedev/core";
import { Form, Input, Switch } from "antd";
import { MEETING_PASSWORD_DIGITS } from "../../../config/constants";
import { FileInput } from "../../../resource-kit/fields/lazy-inputs";
import type { FieldDef } from "../../../resource-kit/types";
import { digitsOnly, emailRule, passwordRule } from "../../../utils/schedule-form";
import { OrgTreeSelect } from "./OrgTreeSelect";
import { UserSelect } from "./UserSelect";
import type { KnownUser } from "./use-user-labels";

const FILES_FIELD: FieldDef = { name: "fileIds", type: "file", multiple: true, display: "fileNames" };
const AGENDA_MAX = 2000;
const CONTACT_MAX = 40;
const PHONE_MAX = 20;

interface Props {
  knownUsers: readonly KnownUser[];
  /** The loaded schedule's files, so their names show. */
  files: readonly { id: string; name: string }[];
}

/** Video, password, attachments, agenda, contact, host, attendees, public. */
export function DetailsSection({ knownUsers, files }: Props) {
  const t = useTranslate();
  const rule = (check: (value: string) => string | null) => ({
    validator: (_: unknown, value: string) => {
      const key = check(value);
      return key ? Promise.reject(new Error(t(`meetings.schedule.rules.${key}`))) : Promise.resolve();
    },
  });
  const fileRecord = { fileIds: files.map((f) => f.id), fileNames: files.map((f) => f.name) };
  const label = (name: string) => t(`meetings.schedule.fields.${name}`);

  return (
    <>
      <Form.Item name="video" label={label("video")} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="password"
        label={label("password")}
        normalize={digitsOnly}
        rules={[rule(passwordRule)]}
        extra={t("meetings.schedule.hints.password", { digits: MEETING_PASSWORD_DIGITS })}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={MEETING_PASSWORD_DIGITS}
          style={{ maxWidth: 240 }}
        />
      </Form.Item>
      <Form.Item name="fileIds" label={label("fileIds")}>
        <FileInput field={FILES_FIELD} record={fileRecord} />
      </Form.Item>
      <Form.Item name="agenda" label={label("agenda")}>
        <Input.TextArea rows={4} maxLength={AGENDA_MAX} showCount />
      </Form.Item>
      <Form.Item name="contact" label={label("contact")}>
        <Input maxLength={CONTACT_MAX} style={{ maxWidth: 360 }} />
      </Form.Item>
      <Form.Item name="contactPhone" label={label("contactPhone")} normalize={digitsOnly}>
        <Input inputMode="tel" maxLength={PHONE_MAX} style={{ maxWidth: 360 }} />
      </Form.Item>
      <Form.Item name="contactEmail" label={label("contactEmail")} rules={[rule(emailRule)]}>
        <Input type="email" style={{ maxWidth: 360 }} />
      </Form.Item>
      <Form.Item name="hostId" label={label("hostId")}>
        <UserSelect<string | null>
          known={knownUsers}
          placeholder={t("meetings.schedule.placeholders.host")}
        />
      </Form.Item>
      <Form.Item name="attendeeIds" label={label("attendeeIds")}>
        <OrgTreeSelect known={knownUsers} placeholder={t("meetings.schedule.placeholders.attendees")} />
      </Form.Item>
      <Form.Item name="isPublic" label={label("isPublic")} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
