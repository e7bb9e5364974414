import { useEffect, useState } from "react";
import { CANCELED } from "../../providers/http/client";
import { fileBlob } from "../../resource-kit/fields/files";

export type FileUrlState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; url: string }
  | { status: "error"; message: string };

/** An uploaded image as an object URL, revoked when the file changes or on unmount; with a retry. */
export function useFileUrl(fileId: string | null | undefined): { state: FileUrlState; retry: () => void } {
  const [state, setState] = useState<FileUrlState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!fileId) {
      setState({ status: "idle" });
      return;
    }
    // `attempt` is read so a retry re-runs the download.
    void attempt;
    const controller = new AbortController();
    let url: string | undefined;
    setState({ status: "loading" });
    void fileBlob(fileId, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted || (!result.ok && result.errorCode === CANCELED)) return;
      if (!result.ok) {
        setState({ status: "error", message: result.message });
        return;
      }
      url = URL.createObjectURL(result.data);
      setState({ status: "ready", url });
    });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
