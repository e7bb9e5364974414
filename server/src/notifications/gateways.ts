import type { NoticeGateway } from "#contract/notice";

/**
 * IM and SMS go through a gateway. The built-in one writes each message to the server log; an
 * adapter (WeCom, DingTalk, an SMS provider) implements MessageGateway, is added to ADAPTERS, and is
 * chosen with NOTICE_IM_GATEWAY / NOTICE_SMS_GATEWAY (its own settings from its own variables).
 */
export interface GatewayMessage {
  /** A phone number (SMS) or an account (IM). */
  to: string;
  toName: string | null;
  text: string;
}

export interface MessageGateway {
  readonly name: string;
  /** False for the log gateway: nothing leaves the server. */
  readonly delivers: boolean;
  /** Settings to show on the integration tab (never a secret). */
  settings(): { name: string; value: string }[];
  /** Resolves when the provider accepted the message; throws with its words otherwise. */
  send(message: GatewayMessage): Promise<void>;
}

export type GatewayLog = (record: Record<string, unknown>, message: string) => void;

export function logGateway(channel: "IM" | "SMS", log: GatewayLog): MessageGateway {
  return {
    name: "log",
    delivers: false,
    settings: () => [],
    async send(message) {
      log({ channel, to: message.to, text: message.text }, `${channel} notification (log gateway)`);
    },
  };
}

type Factory = (channel: "IM" | "SMS", log: GatewayLog, env: NodeJS.ProcessEnv) => MessageGateway;

const ADAPTERS: Record<string, Factory> = {
  log: (channel, log) => logGateway(channel, log),
};

export interface Gateways {
  IM: MessageGateway;
  SMS: MessageGateway;
}

export function gatewaysFrom(env: NodeJS.ProcessEnv, log: GatewayLog): Gateways {
  const pick = (channel: "IM" | "SMS", name: string | undefined) => {
    const factory = ADAPTERS[name || "log"];
    if (!factory)
      throw new Error(
        `NOTICE_${channel}_GATEWAY=${name}: no such gateway (known: ${Object.keys(ADAPTERS).join(", ")})`,
      );
    return factory(channel, log, env);
  };
  return { IM: pick("IM", env.NOTICE_IM_GATEWAY), SMS: pick("SMS", env.NOTICE_SMS_GATEWAY) };
}

export function gatewayViews(gateways: Gateways): NoticeGateway[] {
  return (["IM", "SMS"] as const).map((channel) => ({
    channel,
    name: gateways[channel].name,
    delivers: gateways[channel].delivers,
    settings: gateways[channel].settings(),
  }));
}
