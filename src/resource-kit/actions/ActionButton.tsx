import { useCan, useInvalidate, useTranslate } from "@refinedev/core";
import { Button, type ButtonProps, type FormInstance } from "antd";
import { lazy, Suspense, useRef, useState } from "react";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { HiddenFilePicker } from "../../components/HiddenFilePicker";
import { notify } from "../../providers/http/notifier";
import { labelKeys } from "../labels";
import type { ActionDef, ResourceDef } from "../types";
import { recordId } from "./endpoint";
import { checkFile } from "./file-check";
import { useActionHttp } from "./http-context";
import { type ActionInput, runAction } from "./run-action";

// The parameter form and the result dialog are fetched when an action first needs them.
const ActionParamsModal = lazy(() =>
  import("./ActionParamsModal").then((m) => ({ default: m.ActionParamsModal })),
);
const ActionResultDialog = lazy(() =>
  import("./ActionResultDialog").then((m) => ({ default: m.ActionResultDialog })),
);

export interface ActionButtonProps {
  def: ResourceDef;
  action: ActionDef;
  record?: Record<string, unknown>;
  ids?: readonly string[];
  size?: ButtonProps["size"];
  type?: ButtonProps["type"];
  /** After a successful call (e.g. to clear a selection). */
  onDone?: () => void;
  /** When the user starts the action (e.g. to close the menu it sits in). */
  onStart?: () => void;
}

/**
 * One custom action as a button: permission and `visible` decide whether it exists; then the
 * parameter form, the confirmation, the file picker, the call, and the answer (toast or modal).
 */
export function ActionButton({ def, action, record, ids, size, type, onDone, onStart }: ActionButtonProps) {
  const t = useTranslate();
  const { message, modal } = useAppApi();
  const invalidate = useInvalidate();
  const client = useActionHttp();
  const { data: access } = useCan({
    resource: def.name,
    action: action.name,
    params: { id: record ? recordId(def, record) : undefined },
  });
  const [busy, setBusy] = useState(false);
  const [paramsOpen, setParamsOpen] = useState(false);
  const [result, setResult] = useState<{ data: unknown } | null>(null);
  const [paramsShown, setParamsShown] = useState(false);
  const [resultShown, setResultShown] = useState(false);
  const filePicker = useRef<HTMLInputElement>(null);

  if (access?.can !== true) return null;
  if (record && action.visible && !action.visible(record)) return null;

  const label = t(labelKeys.action(def, action));
  const count = ids?.length ?? (record ? 1 : 0);

  async function execute(extra: Pick<ActionInput, "values" | "file">, form?: FormInstance) {
    setBusy(true);
    try {
      const outcome = await runAction(def, action, { record, ids, ...extra }, client);
      if (!outcome.ok) {
        if (outcome.failure.errorCode === "CANCELED") return;
        const fields = outcome.failure.fields;
        if (form && fields) {
          const known = new Set((action.params ?? []).map((p) => p.name));
          form.setFields(
            Object.entries(fields)
              .filter(([name]) => known.has(name))
              .map(([name, error]) => ({ name, errors: [error] })),
          );
        }
        notify({ level: "error", text: outcome.failure.message });
        return;
      }
      setParamsOpen(false);
      if (outcome.kind === "data") {
        await invalidate({ resource: def.name, invalidates: ["list", "many"] });
        if (action.result === "modal" || action.result === "secret") {
          setResult({ data: outcome.data });
          setResultShown(true);
        } else message.success(t(labelKeys.actionSuccess(def, action)));
      }
      onDone?.();
    } finally {
      setBusy(false);
    }
  }

  function confirmThen(run: () => void) {
    if (!action.confirm) return run();
    modal.confirm({
      title: label,
      content: t(labelKeys.actionConfirm(def, action), { count }),
      okText: t("kit.confirm"),
      cancelText: t("kit.cancel"),
      okButtonProps: { danger: action.danger },
      maskClosable: false,
      onOk: run,
    });
  }

  function start() {
    if (busy) return;
    onStart?.();
    if (action.params?.length) {
      setParamsShown(true);
      setParamsOpen(true);
    } else confirmThen(() => void execute({}));
  }

  const upload = action.upload;
  const trigger = (
    <>
      <Button
        size={size}
        type={type}
        danger={action.danger}
        loading={busy}
        disabled={action.scope === "selection" && count === 0}
        onClick={upload ? () => filePicker.current?.click() : start}
      >
        {label}
      </Button>
      {upload && (
        <HiddenFilePicker
          ref={filePicker}
          accept={upload.accept}
          onFile={(file) => {
            onStart?.();
            const refusal = checkFile(file, upload);
            if (refusal) notify({ level: "error", text: t(refusal.key, refusal.values) });
            else confirmThen(() => void execute({ file }));
          }}
        />
      )}
    </>
  );

  return (
    <>
      {trigger}
      {paramsShown ? (
        <Suspense fallback={null}>
          <ActionParamsModal
            def={def}
            action={action}
            open={paramsOpen}
            busy={busy}
            onCancel={() => setParamsOpen(false)}
            onSubmit={(values, form) => confirmThen(() => void execute({ values }, form))}
          />
        </Suspense>
      ) : null}
      {resultShown ? (
        <Suspense fallback={null}>
          <ActionResultDialog
            def={def}
            title={label}
            result={result}
            secret={action.result === "secret"}
            onClose={() => setResult(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
