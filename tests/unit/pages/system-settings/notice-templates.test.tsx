import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { NoticeTemplate } from "#contract/notice";
import { TemplatesCard } from "../../../../src/pages/system-settings/notice/TemplatesCard";
import { envelope } from "../../http/fake-transport";
import { calls, fakeServer } from "../meetings/list/http-mock";
import { renderPage } from "../meetings/list/page-harness";

vi.mock("../../../../src/providers/http/client", async (original) =>
  (await import("../meetings/list/http-mock")).withFakeHttp(await original()),
);

vi.setConfig({ testTimeout: 120_000 });
const user = userEvent.setup({ delay: null });

const template = (over: Partial<NoticeTemplate>): NoticeTemplate => ({
  id: "EMAIL_SCHEDULED",
  channel: "EMAIL",
  event: "SCHEDULED",
  enabled: true,
  subjectZh: "会议邀请：{{meetingName}}",
  subjectEn: "Meeting invitation: {{meetingName}}",
  bodyZh: "{{host}} 邀请您",
  bodyEn: "{{host}} invites you",
  updatedAt: null,
  ...over,
});

let stored: NoticeTemplate[];

beforeEach(() => {
  fakeServer.requests.length = 0;
  stored = [
    template({}),
    template({ id: "SMS_SCHEDULED", channel: "SMS", enabled: false, subjectZh: "", subjectEn: "" }),
  ];
  fakeServer.handler = (config) => {
    if (config.url === "/system/template" && config.method === "get") {
      return envelope(200, { records: stored, total: stored.length });
    }
    const put = /^\/system\/template\/([A-Z_]+)$/.exec(config.url ?? "");
    if (put && config.method === "put") {
      const body = JSON.parse(String(config.data));
      stored = stored.map((t) => (t.id === put[1] ? { ...t, ...body } : t));
      return envelope(
        200,
        stored.find((t) => t.id === put[1]),
      );
    }
    const patch = /^\/system\/template\/([A-Z_]+)\/(true|false)$/.exec(config.url ?? "");
    if (patch && config.method === "patch") {
      stored = stored.map((t) => (t.id === patch[1] ? { ...t, enabled: patch[2] === "true" } : t));
      return envelope(
        200,
        stored.find((t) => t.id === patch[1]),
      );
    }
    return envelope(404);
  };
});

describe("the notification templates", () => {
  it("turns a template on in place, its state in words beside the switch", async () => {
    await renderPage({ "/a": <TemplatesCard /> }, "/a");
    const row = (await screen.findByText("SMS: meeting scheduled")).closest("tr")!;
    expect(within(row).getByText("Off")).toBeInTheDocument();
    await user.click(within(row).getByRole("switch", { name: "Enable SMS: meeting scheduled" }));
    await waitFor(() => expect(calls("PATCH", "/system/template/SMS_SCHEDULED/true")).toHaveLength(1));
    await waitFor(() => expect(within(row).getByText("On")).toBeInTheDocument());
  });

  it("previews both languages as you type, refuses an unknown placeholder, and saves both languages", async () => {
    await renderPage({ "/a": <TemplatesCard /> }, "/a");
    await user.click(await screen.findByRole("button", { name: "Edit E-mail: meeting scheduled" }));
    const dialog = await screen.findByRole("dialog");
    const subject = within(dialog).getByLabelText("Subject (English)");
    const type = (value: string) => fireEvent.change(subject, { target: { value } });
    type("Join {{meetingName}} at {{startTime}}");
    expect(await within(dialog).findByText("会议邀请：季度经营分析会")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("tab", { name: "English" }));
    expect(
      await within(dialog).findByText("Join Quarterly business review at 2026-12-01 14:00 (UTC+08:00)"),
    ).toBeInTheDocument();

    type("Join {{meetingName}} {{agenda}}");
    expect(await within(dialog).findByText("Unknown placeholder(s): agenda")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(calls("PUT", "/system/template/EMAIL_SCHEDULED")).toHaveLength(0);

    type("Join {{meetingName}}");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls("PUT", "/system/template/EMAIL_SCHEDULED")).toHaveLength(1));
    const body = JSON.parse(String(calls("PUT", "/system/template/EMAIL_SCHEDULED")[0].data));
    expect(body).toMatchObject({
      enabled: true,
      subjectEn: "Join {{meetingName}}",
      subjectZh: "会议邀请：{{meetingName}}",
    });
    expect(await screen.findByText("Template saved")).toBeInTheDocument();
  });
});

describe("closing the template dialog", () => {
  it("asks before dropping typed changes", async () => {
    await renderPage({ "/a": <TemplatesCard /> }, "/a");
    await user.click(await screen.findByRole("button", { name: "Edit E-mail: meeting scheduled" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Text (English)"), {
      target: { value: "{{host}} invites you soon" },
    });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    const [title] = await screen.findAllByText("Discard your changes?");
    const confirm = title.closest(".ant-modal-confirm") as HTMLElement;
    await user.click(within(confirm).getByRole("button", { name: "Keep editing" }));
    expect(within(dialog).getByLabelText("Text (English)")).toHaveValue("{{host}} invites you soon");
  });
});
