/** Devices reporting in (docs/devices.md): the kinds that hold a key and the bounds of their messages. */

/** The devices that hold a device key. */
export const DEVICE_KEY_KINDS = ["TERMINAL", "HUMAN_DETECTOR", "ROOM_BOARD"] as const;
/** The messages a device sends (the last segment of its MQTT topic, the HTTP path's last segment). */
export const DEVICE_MESSAGE_TYPES = ["heartbeat", "presence"] as const;
/** The payload's `v` this server reads. */
export const DEVICE_PAYLOAD_VERSION = 1;
/** Bytes of one payload at most; a longer one is refused unread. */
export const DEVICE_PAYLOAD_MAX_BYTES = 4096;
/** The heartbeat interval an administrator may set, in seconds; three missed ones make a terminal offline. */
export const HEARTBEAT_SECONDS = { minimum: 5, maximum: 3600, default: 30 } as const;
/** Heartbeats a terminal may miss before it is offline. */
export const MISSED_HEARTBEATS_OFFLINE = 3;
