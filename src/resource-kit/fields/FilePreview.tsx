import { Button, Image, Space } from "antd";
import { downloadFile, useFileUrl } from "./files";

const THUMBNAIL_PX = 64;

/** A stored image, fetched with the token (an <img src> to the API could not send it). */
export function Thumbnail({ id }: { id: string }) {
  const url = useFileUrl(id);
  if (!url) return <span style={{ display: "inline-block", width: THUMBNAIL_PX, height: THUMBNAIL_PX }} />;
  return <Image src={url} width={THUMBNAIL_PX} height={THUMBNAIL_PX} style={{ objectFit: "cover" }} />;
}

/** Stored files as links that download them (with the token) under their names. */
export function FileLinks({ ids, names }: { ids: string[]; names: readonly string[] }) {
  return (
    <Space direction="vertical" size={0}>
      {ids.map((id, index) => (
        <Button key={id} type="link" size="small" onClick={() => void downloadFile(id, names[index] ?? id)}>
          {names[index] ?? id}
        </Button>
      ))}
    </Space>
  );
}
