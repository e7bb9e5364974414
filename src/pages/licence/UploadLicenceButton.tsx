import { UploadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { useRef, useState } from "react";
import { licencesOps } from "#contract/operations/licences";
import { useAppApi } from "../../components/app-api/LazyAppApi";
import { HiddenFilePicker } from "../../components/HiddenFilePicker";
import { uploadFile } from "../../providers/http/call";

interface Props {
  onUploaded: () => void;
  onRefused: (message: string | null) => void;
}

/**
 * Picks a .lic file and uploads it at once; the server verifies it and says why it refuses one. The
 * file picker is a plain input behind the button, as the kit's actions have it (antd's Upload, with
 * its upload list and progress, is not needed for one file sent by our own call).
 */
export function UploadLicenceButton({ onUploaded, onRefused }: Props) {
  const t = useTranslate();
  const { message } = useAppApi();
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const send = (file: File) => {
    setBusy(true);
    onRefused(null);
    // Silent: the page shows why a file was refused beside the upload button.
    void uploadFile(licencesOps.upload, file, {}, { silent: true }).then((result) => {
      setBusy(false);
      if (result.ok) {
        message.success(t("licence.uploaded", { licensee: result.data.licensee }));
        onUploaded();
      } else {
        onRefused(result.fields?.file ?? result.message);
      }
    });
  };

  return (
    <>
      <Button type="primary" icon={<UploadOutlined />} loading={busy} onClick={() => picker.current?.click()}>
        {t("licence.upload")}
      </Button>
      <HiddenFilePicker ref={picker} accept=".lic,.json,.txt" onFile={send} />
    </>
  );
}
