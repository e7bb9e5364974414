import { act, render, screen as view } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { LazyPage, screen } from "../../../src/performance/deferred-ui/LazyPage";

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/** Shows the error it caught, and lets the test render its children again. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("LazyPage", () => {
  it("shows a skeleton until the chunk is in, then the page with its props", async () => {
    const chunk = deferred<typeof Page>();
    const made = screen(() => chunk.promise);
    const { container } = render(<LazyPage screen={made} props={{ name: "Rooms" }} />);
    expect(container.querySelector(".ant-skeleton")).not.toBeNull();
    expect(view.queryByRole("heading", { name: "Rooms" })).toBeNull();
    await act(async () => chunk.resolve(Page));
    expect(view.getByRole("heading", { name: "Rooms" })).toBeInTheDocument();
    expect(container.querySelector(".ant-skeleton")).toBeNull();
  });

  it("renders a screen whose chunk is already in at once, and downloads a chunk once", async () => {
    const load = vi.fn(async () => Page);
    const made = screen(load);
    await made.load();
    render(<LazyPage screen={made} props={{ name: "Meetings" }} />);
    expect(view.getByRole("heading", { name: "Meetings" })).toBeInTheDocument();
    await made.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the next screen's page when the route changes, not the previous one", async () => {
    const first = screen(async () => Page);
    const second = screen(async () => ({ name }: { name: string }) => <h2>{name}</h2>);
    await first.load();
    const { rerender } = render(<LazyPage screen={first} props={{ name: "One" }} />);
    rerender(<LazyPage screen={second} props={{ name: "Two" }} />);
    expect(view.queryByRole("heading", { name: "One" })).toBeNull();
    await act(async () => undefined);
    expect(view.getByRole("heading", { level: 2, name: "Two" })).toBeInTheDocument();
  });

  it("hands a failed download to the error boundary, and may download it again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let attempt = 0;
    const made = screen(async () => {
      attempt++;
      if (attempt === 1) throw new Error("chunk failed");
      return Page;
    });
    render(
      <Boundary>
        <LazyPage screen={made} props={{ name: "Reports" }} />
      </Boundary>,
    );
    await act(async () => undefined);
    expect(view.getByRole("alert")).toHaveTextContent("chunk failed");
    await expect(made.load()).resolves.toBe(Page);
    expect(attempt).toBe(2);
  });
});
