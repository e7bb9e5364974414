import { type DataProvider, Refine, useWarnAboutChange } from "@refinedev/core";
import { act, createEvent, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import type { PlacementsBody } from "#contract/floor-maps";
import { addBundles, setLanguage } from "../../../../src/i18n";
import FloorMapEditor from "../../../../src/pages/floor-maps/FloorMapEditor";
import { ROOM_DRAG_TYPE } from "../../../../src/pages/floor-maps/room-drag";
import type { FloorMap, RoomOption } from "../../../../src/pages/floor-maps/types";
import { type ApiResult, http, type RequestOptions } from "../../../../src/providers/http/client";
import { i18nProvider } from "../../../../src/providers/i18n-provider";
import { defineResource } from "../../../../src/resource-kit/types";

addBundles(import.meta.glob("/locales/*/*.json", { eager: true, import: "default" }));

const def = defineResource({
  name: "floor-maps",
  nav: { route: "/device/grail-management" },
  access: { permission: "device" },
  endpoints: { list: "GET /device/{product}-floor/query", one: "GET /device/{product}-floor/{id}" },
  fields: [{ name: "name", type: "text" }],
});

const MAP: FloorMap = {
  id: "m1",
  name: "Tower A 3F",
  locationId: "f1",
  locationPath: "East / Tower A / 3F",
  fileId: "file1",
  rooms: [
    { roomId: "r1", roomName: "Room One", x: 0.1, y: 0.2, present: true, peopleCount: 4 },
    { roomId: "r2", roomName: "Room Two", x: 0.5, y: 0.75, present: false, peopleCount: 0 },
  ],
  roomCount: 2,
  remark: null,
  createdAt: 0,
  updatedAt: 0,
};

const ROOMS: RoomOption[] = [
  { id: "r1", name: "Room One", locationPath: "East / Tower A / 3F" },
  { id: "r2", name: "Room Two", locationPath: "East / Tower A / 3F" },
  { id: "r3", name: "Room Three", locationPath: "East / Tower A / 3F" },
];

/** The data provider the editor reads the map through, and the server's PUT of its rooms (`save`). */
function fakeProvider(initial: FloorMap) {
  let current = initial;
  const save = vi.fn(async (_url: string, options?: RequestOptions): Promise<ApiResult<FloorMap>> => {
    const { rooms } = options!.data as PlacementsBody;
    const names = new Map(ROOMS.map((r) => [r.id, r.name]));
    current = { ...current, rooms: rooms.map((r) => ({ ...r, roomName: names.get(r.roomId) ?? "" })) };
    return { ok: true, status: 200, message: "", data: current };
  });
  vi.spyOn(http, "put").mockImplementation(save as typeof http.put);
  const provider = {
    getApiUrl: () => "/api/v1",
    getOne: vi.fn(async () => ({ data: current })),
    getList: vi.fn(async () => ({ data: ROOMS, total: ROOMS.length })),
    create: vi.fn(),
    update: vi.fn(),
    deleteOne: vi.fn(),
    save,
  };
  return provider as typeof provider & DataProvider;
}

function WarnProbe() {
  const { warnWhen } = useWarnAboutChange();
  return <div data-testid="warn">{String(warnWhen)}</div>;
}

/**
 * No Refine router provider: under Vitest, @refinedev/react-router (external, Node CJS/ESM resolution)
 * and this file would hold two copies of react-router's contexts; the editor reads the route with
 * react-router's own hooks, which see the MemoryRouter below.
 */
function renderEditor(provider: DataProvider) {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={["/device/grail-management/show/m1"]}>
        <Refine
          dataProvider={provider}
          i18nProvider={i18nProvider}
          resources={[
            {
              name: "floor-maps",
              list: "/device/grail-management",
              show: "/device/grail-management/show/:id",
              edit: "/device/grail-management/edit/:id",
            },
          ]}
          options={{
            disableTelemetry: true,
            warnWhenUnsavedChanges: true,
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
          <Routes>
            <Route path="/device/grail-management/show/:id" element={<FloorMapEditor def={def} />} />
          </Routes>
          <WarnProbe />
        </Refine>
      </MemoryRouter>
    </AntdApp>,
  );
}

/*
 * Queries by label and text, not by role: role queries compute styles and accessible names over
 * antd's injected CSS, which takes seconds per query in jsdom.
 */
const marker = (name: string) => screen.getByLabelText(new RegExp(`^${name}, at`));
const queryMarker = (name: string) => screen.queryByLabelText(new RegExp(`^${name}, at`));
/** Where a marker is drawn (its inline style; toHaveStyle would compute every antd rule). */
const at = (name: string) => {
  const { left, top } = marker(name).style;
  return { left, top };
};
// No pointer-events check: it computes the style of every ancestor on each action.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (text: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(text).closest("button") as HTMLButtonElement;

async function surfaceOf() {
  const surface = await screen.findByTestId("floor-map-surface", {}, { timeout: 10_000 });
  vi.spyOn(surface, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 1000, 500));
  return surface;
}

async function saveAndGetBody(provider: ReturnType<typeof fakeProvider>) {
  await user.click(button("Save positions"));
  await waitFor(() => expect(provider.save).toHaveBeenCalledTimes(1));
  const [url, options] = provider.save.mock.calls[0];
  expect(url).toBe("/device/meeting-floor/association/update/m1");
  return options?.data;
}

beforeEach(async () => {
  await setLanguage("en-US");
  vi.spyOn(http, "get").mockResolvedValue({
    ok: true,
    status: 200,
    data: new Blob(["png"], { type: "image/png" }),
    message: "",
  });
  URL.createObjectURL = vi.fn(() => "blob:floor-map");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.restoreAllMocks());

// antd builds each component's styles on first render, which jsdom parses slowly (a popover: seconds).
describe("FloorMapEditor", { timeout: 30_000 }, () => {
  it("shows the image fetched with the token client and markers at the saved positions", async () => {
    const provider = fakeProvider(MAP);
    const { unmount } = renderEditor(provider);
    await surfaceOf();
    expect(screen.getByAltText("Floor plan of Tower A 3F")).toHaveAttribute("src", "blob:floor-map");
    expect(http.get).toHaveBeenCalledWith(
      "/system/file/download/file1",
      expect.objectContaining({ params: { inline: 1 }, responseType: "blob" }),
    );
    expect(at("Room One")).toEqual({ left: "10%", top: "20%" });
    expect(at("Room Two")).toEqual({ left: "50%", top: "75%" });
    // The presence sensors' reading, in words.
    expect(within(marker("Room One")).getByText("Occupied · 4")).toBeInTheDocument();
    expect(within(marker("Room Two")).getByText("Free")).toBeInTheDocument();
    expect(button("Save positions")).toBeDisabled();
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith(
        expect.objectContaining({
          resource: "rooms",
          filters: expect.arrayContaining([{ field: "locationId", operator: "eq", value: "f1" }]),
        }),
      ),
    );
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:floor-map");
  });

  it("places a chosen room where the image is clicked and saves the fractions", async () => {
    const provider = fakeProvider(MAP);
    renderEditor(provider);
    const surface = await surfaceOf();
    await user.click((await screen.findByText("Room Three")).closest("button") as HTMLElement);
    fireEvent.click(surface, { clientX: 250, clientY: 100 });
    expect(at("Room Three")).toEqual({ left: "25%", top: "20%" });
    expect(screen.getByTestId("warn")).toHaveTextContent("true");

    expect(await saveAndGetBody(provider)).toEqual({
      rooms: [
        { roomId: "r1", x: 0.1, y: 0.2 },
        { roomId: "r2", x: 0.5, y: 0.75 },
        { roomId: "r3", x: 0.25, y: 0.2 },
      ],
    });
    await waitFor(() => expect(screen.getByTestId("warn")).toHaveTextContent("false"));
    expect(provider.getOne.mock.calls.length).toBeGreaterThan(1);
    expect(await screen.findByText("Room positions saved")).toBeInTheDocument();
    expect(at("Room Three")).toEqual({ left: "25%", top: "20%" });
  });

  it("places a room dropped on the image", async () => {
    const provider = fakeProvider(MAP);
    renderEditor(provider);
    const surface = await surfaceOf();
    const payload = JSON.stringify({ id: "r3", name: "Room Three" });
    // jsdom has no DragEvent, so the pointer position is set on the event by hand.
    const drop = createEvent.drop(surface, {
      dataTransfer: {
        types: [ROOM_DRAG_TYPE],
        getData: (type: string) => (type === ROOM_DRAG_TYPE ? payload : ""),
      },
    });
    Object.defineProperties(drop, { clientX: { value: 900 }, clientY: { value: 400 } });
    fireEvent(surface, drop);
    expect(at("Room Three")).toEqual({ left: "90%", top: "80%" });
  });

  it("removes a marker after confirmation", async () => {
    const provider = fakeProvider(MAP);
    renderEditor(provider);
    await surfaceOf();
    fireEvent.click(screen.getByLabelText("Remove Room One from the map"));
    const confirm = (await screen.findByText("Remove Room One from this map?")).closest(
      ".ant-popover",
    ) as HTMLElement;
    expect(marker("Room One")).toBeInTheDocument();
    fireEvent.click(button("Remove", confirm));
    await waitFor(() => expect(queryMarker("Room One")).toBeNull());
    expect(await saveAndGetBody(provider)).toEqual({ rooms: [{ roomId: "r2", x: 0.5, y: 0.75 }] });
  });

  it("nudges a focused marker by 1% with the arrow keys", async () => {
    const provider = fakeProvider(MAP);
    renderEditor(provider);
    await surfaceOf();
    const one = marker("Room One");
    act(() => one.focus());
    expect(one).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowDown}");
    expect(at("Room One")).toEqual({ left: "12%", top: "21%" });
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowLeft}");
    expect(at("Room One")).toEqual({ left: "11%", top: "19%" });
    expect(await saveAndGetBody(provider)).toEqual({
      rooms: [
        { roomId: "r1", x: 0.11, y: 0.19 },
        { roomId: "r2", x: 0.5, y: 0.75 },
      ],
    });
  });

  it("keeps the changes and shows the server message when saving fails", async () => {
    const provider = fakeProvider(MAP);
    provider.save.mockResolvedValueOnce({ ok: false, status: 404, message: "Room not found" });
    renderEditor(provider);
    await surfaceOf();
    act(() => marker("Room Two").focus());
    await user.keyboard("{ArrowLeft}");
    await user.click(button("Save positions"));
    expect(await screen.findByText("Room not found")).toBeInTheDocument();
    expect(at("Room Two").left).toBe("49%");
    expect(screen.getByTestId("warn")).toHaveTextContent("true");
  });

  it("points to the edit page when the map has no image yet", async () => {
    renderEditor(fakeProvider({ ...MAP, fileId: null }));
    expect(await screen.findByText(/has no image yet/)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /Edit/ })).toBeInTheDocument();
    expect(screen.queryByTestId("floor-map-surface")).toBeNull();
    expect(http.get).not.toHaveBeenCalled();
  });

  it("shows the error of a map that cannot be loaded", async () => {
    const provider = fakeProvider(MAP);
    provider.getOne.mockRejectedValue(Object.assign(new Error("Not found"), { statusCode: 404 }));
    renderEditor(provider);
    expect(await screen.findByText("Not found", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(button("Try again")).toBeInTheDocument();
  });
});
