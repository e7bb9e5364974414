import type { BridgeCapability } from "#contract/rules/meeting-control";
import { ApiError } from "../errors.ts";
import { BridgeError, type BridgeServer, type McuDriver } from "../mcu/driver.ts";

/** The 409s of meeting control (contract LIVE_ERROR_CODES), worded in the request's language. */
export const meetingEnded = () => new ApiError(409, "live.meetingEnded", { errorCode: "MEETING_ENDED" });
export const meetingNotStarted = () =>
  new ApiError(409, "live.meetingNotStarted", { errorCode: "MEETING_NOT_STARTED" });
export const noOnlineParticipant = () =>
  new ApiError(409, "live.noOnlineParticipant", { errorCode: "NO_ONLINE_PARTICIPANT" });
export const protocolNotSupported = (name: string, protocol: string) =>
  new ApiError(409, "live.protocolNotSupported", {
    errorCode: "PROTOCOL_NOT_SUPPORTED",
    params: { name, protocol },
  });
export const alreadyInMeeting = (name: string) =>
  new ApiError(409, "live.alreadyInMeeting", { errorCode: "ALREADY_IN_MEETING", params: { name } });
export const noFreePort = () => new ApiError(409, "live.noFreePort", { errorCode: "NO_FREE_PORT" });
export const licencePorts = (limit: number) =>
  new ApiError(409, "live.licencePorts", { errorCode: "LICENCE_PORTS", params: { limit } });
export const mainVenueRequired = () =>
  new ApiError(409, "live.mainVenueRequired", { errorCode: "MAIN_VENUE_REQUIRED" });

/** A bridge that refused or did not answer: a clear 409, and (the transaction rolls back) nothing changed. */
export function bridgeRefused(error: BridgeError, server: string): ApiError {
  if (error.failure === "UNREACHABLE") {
    return new ApiError(409, "live.bridgeUnreachable", { errorCode: "BRIDGE_REFUSED", params: { server } });
  }
  return new ApiError(409, "live.bridgeRefused", {
    errorCode: "BRIDGE_REFUSED",
    params: { server, reason: error.message.slice(0, 200) },
  });
}

/** Runs a bridge call, turning its refusal into the 409 above. */
export async function onBridge<T>(server: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BridgeError) throw bridgeRefused(error, server);
    throw error;
  }
}

const CANNOT = {
  layout: "live.bridgeCannotLayout",
  panes: "live.bridgeCannotPanes",
  dialOut: "live.bridgeCannotDial",
  move: "live.bridgeCannotMove",
  speakerMute: "live.bridgeCannotSpeaker",
} as const satisfies Record<BridgeCapability, string>;

/** What the meeting's bridge cannot do at all (an SFU's layout, say): a clear 409 before any call. */
export function requireCapability(
  driver: McuDriver,
  server: BridgeServer,
  capability: BridgeCapability,
): void {
  if (driver.capabilities(server)[capability]) return;
  throw new ApiError(409, CANNOT[capability], {
    errorCode: "BRIDGE_REFUSED",
    params: { server: server.name, model: server.model },
  });
}
