import type { LiveBatch } from "#contract/live-events";
import { op, operations } from "#contract/operation";
import type { MoveBody, ParticipantPage, ParticipantQuery } from "#contract/participants";

export const participantsOps = operations("participants", {
  list: op<ParticipantPage, undefined, ParticipantQuery>("GET /{product}/participants", "login"),
  call: op<LiveBatch>("GET /{product}/participants/call/{id}", "login"),
  moveMany: op<LiveBatch, MoveBody>("POST /{product}/participants/move/{target}", "login"),
  important: op<LiveBatch>("GET /{product}/participants/{id}/important/{v}", "login"),
  microphone: op<LiveBatch>("GET /{product}/participants/{id}/microphone/{v}", "login"),
  speaker: op<LiveBatch>("GET /{product}/participants/{id}/speaker/{v}", "login"),
  connect: op<LiveBatch>("GET /{product}/participants/{id}/connect/{v}", "login"),
  topState: op("GET /{product}/participants/{id}/top", "login"),
  top: op<LiveBatch>("GET /{product}/participants/{id}/top/{v}", "login"),
  move: op<LiveBatch>("GET /{product}/participants/{id}/move/{target}", "login"),
  remove: op<LiveBatch>("DELETE /{product}/participants/{id}", "login"),
});
