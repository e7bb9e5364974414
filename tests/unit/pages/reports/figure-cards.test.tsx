import { Refine } from "@refinedev/core";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { addBundles, setLanguage } from "../../../../src/i18n";
import { FigureCards } from "../../../../src/pages/reports/FigureCards";
import { NO_USAGE, usageFigures } from "../../../../src/pages/reports/figures";
import { i18nProvider } from "../../../../src/providers/i18n-provider";

addBundles(import.meta.glob("/locales/*/{common,reports}.json", { eager: true, import: "default" }));

beforeAll(async () => {
  await setLanguage("en-US");
});

function inRefine(node: ReactNode) {
  return render(
    <Refine dataProvider={{} as never} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
      {node}
    </Refine>,
  );
}

const t = (key: string) => i18nProvider.translate(key);
const USAGE = { ...NO_USAGE, bookings: 42, bookedMinutes: 90, usedMinutes: 60, freedMinutes: 30 };

describe("FigureCards", () => {
  it("shows the figures' titles while their values load, and no values yet", () => {
    const { container } = inRefine(
      <FigureCards loading loaded={false} figures={usageFigures(t, NO_USAGE, 0, 0)} />,
    );
    const list = screen.getByRole("list");
    expect(list).toHaveAttribute("aria-busy", "true");
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    expect(screen.getByText("Rooms")).toBeInTheDocument();
    expect(screen.getByText(t("reports.figures.bookings"))).toBeInTheDocument();
    expect(container.querySelector(".ant-statistic-content")).toBeNull();
  });

  it("shows the values under the same titles once they are in", () => {
    const { container } = inRefine(
      <FigureCards loading={false} loaded figures={usageFigures(t, USAGE, 3, 0.5)} />,
    );
    expect(screen.getByRole("list")).not.toHaveAttribute("aria-busy");
    expect(screen.getByText(t("reports.figures.bookings"))).toBeInTheDocument();
    expect(container.querySelectorAll(".ant-statistic-content")).toHaveLength(6);
    expect(screen.getByText("42")).toBeInTheDocument();
  });

  it("says the call failed when it is done without an answer", () => {
    inRefine(
      <FigureCards
        loading={false}
        loaded={false}
        figures={usageFigures(t, NO_USAGE)}
        error="Database down"
      />,
    );
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText("Database down")).toBeInTheDocument();
  });
});
