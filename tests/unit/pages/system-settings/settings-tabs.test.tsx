import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addBundles } from "../../../../src/i18n";
import { useUnsavedChanges } from "../../../../src/pages/system-settings/unsaved-changes";
import { renderInRefine } from "../../resource-kit/harness";

addBundles(import.meta.glob("/locales/*/settings.json", { eager: true, import: "default" }));

/** Two tabs in place of the real ones: one with a field whose edits are unsaved until "Save". */
vi.mock("../../../../src/pages/system-settings/setting-tabs", async () => {
  const { lazy } = await import("react");
  function EditableTab() {
    const { markDirty, markClean } = useUnsavedChanges();
    return (
      <div>
        <label>
          Field
          <input onChange={markDirty} />
        </label>
        <button type="button" onClick={markClean}>
          Save
        </button>
      </div>
    );
  }
  const tabs = [
    {
      path: "/system/meeting-setting",
      label: "menu.settingMeeting",
      component: lazy(async () => ({ default: EditableTab })),
    },
    {
      path: "/system/server-setting",
      label: "menu.settingNetwork",
      component: lazy(async () => ({ default: () => <p>Network tab</p> })),
    },
  ];
  return { SETTING_TABS: tabs, settingTabAt: (p: string) => tabs.find((t) => t.path === p) };
});

const { SettingsPage } = await import("../../../../src/pages/system-settings/SettingsPage");

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });
const render = () =>
  renderInRefine(<SettingsPage />, {
    handler: () => ({ status: 404, body: {} }),
    path: "/system/meeting-setting",
    route: "/system/:tab",
  });
const location = () => screen.getByTestId("location").textContent;
const networkTab = () => screen.getByRole("tab", { name: "Network" });

describe("settings page: tabs and unsaved edits", () => {
  it("switches tab by its address when nothing is unsaved", async () => {
    render();
    await screen.findByLabelText("Field");
    await user.click(networkTab());
    await screen.findByText("Network tab");
    expect(location()).toBe("/system/server-setting");
  });

  it("asks before leaving a tab with unsaved edits, and stays when told to", async () => {
    render();
    await user.type(await screen.findByLabelText("Field"), "x");
    await user.click(networkTab());
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("unsaved");
    await user.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(location()).toBe("/system/meeting-setting");
    expect(screen.getByLabelText("Field")).toHaveValue("x");
  });

  it("leaves the tab when the user confirms", async () => {
    render();
    await user.type(await screen.findByLabelText("Field"), "x");
    await user.click(networkTab());
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    await screen.findByText("Network tab");
    expect(location()).toBe("/system/server-setting");
  });

  it("does not ask once the edits are saved", async () => {
    render();
    await user.type(await screen.findByLabelText("Field"), "x");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(networkTab());
    await screen.findByText("Network tab");
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => {});
  });
});
