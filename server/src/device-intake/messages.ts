/** Server messages of devices reporting in: [zh-CN, en-US]. */
export const DEVICE_INTAKE_MESSAGES = {
  "device.brokerRequired": ["启用 MQTT 时请输入代理服务器地址", "Enter the broker URL to turn MQTT on"],
  "device.keyRefused": ["设备密钥无效或已吊销", "The device key is wrong or revoked"],
  "device.notApplied": [
    "设备消息暂时无法处理，请稍后重试",
    "The device message could not be applied now; send it again later",
  ],
  "device.payloadInvalid": ["设备消息格式不正确", "The device message is malformed"],
  "device.tooManyMessages": ["设备消息过于频繁", "The device sends too many messages"],
  "device.wrongKind": ["该设备不能发送此类消息", "This device cannot send this kind of message"],
} as const satisfies Record<string, readonly [string, string]>;
