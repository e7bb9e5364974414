import { act, render, screen } from "@testing-library/react";
import { App } from "antd";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { LazyAppApi } from "../../../src/components/app-api/LazyAppApi";

/** Calls the App context's APIs in its first effect, before antd's implementation can have arrived. */
function EarlyCaller({ onConfirm }: { onConfirm: () => void }) {
  const { message, modal } = App.useApp();
  useEffect(() => {
    message.success("Saved early");
    modal.confirm({ title: "Delete it?", okText: "Yes", onOk: onConfirm });
  }, [message, modal, onConfirm]);
  return <p>page</p>;
}

/** Calls the message API when clicked, long after antd's implementation has arrived. */
function LateCaller() {
  const { message } = App.useApp();
  return (
    <button type="button" onClick={() => message.info("Later notice")}>
      notify
    </button>
  );
}

const ignore = () => undefined;

describe("the console's App context, implemented lazily", () => {
  it("renders its children at once", () => {
    render(
      <LazyAppApi>
        <p>page content</p>
      </LazyAppApi>,
    );
    expect(screen.getByText("page content")).toBeInTheDocument();
  });

  it("runs calls made before antd's message and modal arrived, once they have", async () => {
    let confirmed = 0;
    const confirm = () => {
      confirmed++;
    };
    render(
      <LazyAppApi>
        <EarlyCaller onConfirm={confirm} />
      </LazyAppApi>,
    );
    expect(await screen.findByText("Saved early")).toBeInTheDocument();
    expect((await screen.findAllByText("Delete it?")).length).toBeGreaterThan(0);
    await act(async () => (await screen.findByRole("button", { name: "Yes" })).click());
    expect(confirmed).toBe(1);
  });

  it("answers later calls directly once loaded", async () => {
    render(
      <LazyAppApi>
        <EarlyCaller onConfirm={ignore} />
        <LateCaller />
      </LazyAppApi>,
    );
    await screen.findByText("Saved early");
    await act(async () => screen.getByRole("button", { name: "notify" }).click());
    expect(await screen.findByText("Later notice")).toBeInTheDocument();
  });
});
