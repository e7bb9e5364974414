import { Skeleton } from "antd";
import { type ComponentType, useEffect, useState } from "react";

/** A screen in a chunk of its own, fetched on first use and kept once it has arrived. */
export interface Screen<P extends object> {
  load(): Promise<ComponentType<P>>;
  /** The component, once its chunk is in. */
  loaded: ComponentType<P> | null;
}

/** Made once at module level, as React's `lazy` is. */
export function screen<P extends object>(load: () => Promise<ComponentType<P>>): Screen<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const made: Screen<P> = {
    loaded: null,
    load() {
      pending ??= load().then(
        (component) => {
          made.loaded = component;
          return component;
        },
        (error: unknown) => {
          // A failed download may be asked for again (the error boundary's retry).
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  return made;
}

interface LazyPageProps<P extends object> {
  screen: Screen<P>;
  props?: P;
}

/**
 * A screen in a chunk of its own, with a skeleton until it arrives: keeps the console chunk, which
 * every deep link downloads, free of screens that only some visits open. Not React's `lazy` and
 * Suspense: their retry renders the page at a lane any update interrupts, and on a deep link the
 * page's first answers arriving meanwhile each started that render over (at CPU ×4 the page drew
 * 0.8–1.2 s after its chunk). Here the chunk's arrival is an ordinary update, rendered at once.
 */
export function LazyPage<P extends object>({ screen, props }: LazyPageProps<P>) {
  const [, arrived] = useState(0);
  const [failure, setFailure] = useState<{ screen: Screen<P>; error: unknown } | null>(null);
  useEffect(() => {
    if (screen.loaded) return;
    let live = true;
    screen.load().then(
      () => live && arrived((n) => n + 1),
      (error: unknown) => live && setFailure({ screen, error }),
    );
    return () => {
      live = false;
    };
  }, [screen]);
  // The console's error boundary offers to load it again.
  if (failure?.screen === screen) throw failure.error;
  const Page = screen.loaded;
  if (!Page) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <Page {...(props ?? ({} as P))} />;
}
