import AppContext, { type useAppProps } from "antd/es/app/context";
import useToken from "antd/es/theme/useToken";
import { lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useState } from "react";

const AppApiHolders = lazy(() => import("./AppApiHolders"));

type Call = { part: keyof useAppProps; method: string; args: unknown[] };

/**
 * antd's App for the console (`useAppApi()` and antd's `App.useApp()` read this context): the
 * message, notification and modal APIs are there from the first render, but antd's implementation of
 * them (dialogs, notices and their styles) is fetched once the page has painted, or at the first call
 * if that comes sooner. Calls made before it arrives run when it does, in order. No caller reads what
 * a call returns.
 */
export function LazyAppApi({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  // antd's own token hook (its `theme` export brings the dark and compact themes along).
  const [, token] = useToken();
  const api = useMemo(() => {
    let real: useAppProps | null = null;
    const queue: Call[] = [];
    const part = (name: keyof useAppProps) =>
      new Proxy(
        {},
        {
          get: (_target, method) => {
            if (typeof method !== "string") return undefined;
            return (...args: unknown[]) => {
              const target = real?.[name] as unknown as
                | Record<string, (...a: unknown[]) => unknown>
                | undefined;
              if (target) return target[method]!(...args);
              queue.push({ part: name, method, args });
              setWanted(true);
              return undefined;
            };
          },
        },
      );
    const ready = (next: useAppProps) => {
      real = next;
      for (const call of queue.splice(0)) {
        (real[call.part] as unknown as Record<string, (...a: unknown[]) => unknown>)[call.method]!(
          ...call.args,
        );
      }
    };
    return {
      context: {
        message: part("message"),
        notification: part("notification"),
        modal: part("modal"),
      } as useAppProps,
      ready,
    };
  }, []);

  // Warm: once the page has painted and the browser is idle, so a first click finds it ready.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setWanted(true));
    return () => cancel(handle);
  }, []);

  // antd's App root: its text colour, size, line height and font.
  const style = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  };
  return (
    <AppContext.Provider value={api.context}>
      <div className="ant-app" style={style}>
        {wanted && (
          <Suspense fallback={null}>
            <AppApiHolders onReady={api.ready} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>
  );
}

/**
 * The message, notification and modal APIs of the console's App context. antd's `App.useApp()` reads
 * the same context, but importing antd's App for it brings antd's implementation with it.
 */
export const useAppApi = (): useAppProps => useContext(AppContext);
