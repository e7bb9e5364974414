import type { useAppProps } from "antd/es/app/context";
import useMessage from "antd/es/message/useMessage";
import useModal from "antd/es/modal/useModal";
import useNotification from "antd/es/notification/useNotification";
import { useLayoutEffect } from "react";

/** antd's message, notification and modal hooks with their holders, as antd's App renders them. */
export default function AppApiHolders({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification();
  const [modal, modalHolder] = useModal();
  useLayoutEffect(() => onReady({ message, notification, modal }), [message, notification, modal, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
