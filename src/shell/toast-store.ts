export type ToastLevel = "error" | "warning" | "success" | "info";
export interface Toast {
  id: number;
  level: ToastLevel;
  text: string;
}

type Listener = (toasts: Toast[]) => void;
const TOAST_MS = 3000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l(toasts);
}

/** A tiny toast queue for the light shell, where antd is not loaded. */
export const toastStore = {
  show(level: ToastLevel, text: string): void {
    const toast = { id: nextId++, level, text };
    toasts = [...toasts, toast];
    emit();
    setTimeout(() => {
      toasts = toasts.filter((t) => t.id !== toast.id);
      emit();
    }, TOAST_MS);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    listener(toasts);
    return () => listeners.delete(listener);
  },
};
