import { useEffect, useState } from "react";
import { type Toast, toastStore } from "./toast-store";

export function LightToaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => toastStore.subscribe(setToasts), []);
  if (toasts.length === 0) return null;
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.level === "error" ? "alert" : "status"}
          className={`toast toast-${toast.level}`}
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}
