import { UploadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Upload } from "antd";
import { useState } from "react";
import { uploadLicence } from "../../api/licences";
import { useAppApi } from "../../components/app-api/LazyAppApi";

interface Props {
  onUploaded: () => void;
  onRefused: (message: string | null) => void;
}

/** Picks a .lic file and uploads it at once; the server verifies it and says why it refuses one. */
export function UploadLicenceButton({ onUploaded, onRefused }: Props) {
  const t = useTranslate();
  const { message } = useAppApi();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept=".lic,.json,.txt"
      showUploadList={false}
      beforeUpload={(file) => {
        setBusy(true);
        onRefused(null);
        void uploadLicence(file).then((result) => {
          setBusy(false);
          if (result.ok) {
            message.success(t("licence.uploaded", { licensee: result.data.licensee }));
            onUploaded();
          } else {
            onRefused(result.fields?.file ?? result.message);
          }
        });
        return false;
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={busy}>
        {t("licence.upload")}
      </Button>
    </Upload>
  );
}
