import { op, operations } from "#contract/operation";
import type { MoveBody, ParticipantPage, ParticipantQuery } from "#contract/participants";

export const participantsOps = operations("participants", {
  list: op<ParticipantPage, undefined, ParticipantQuery>("GET /{product}/participants", "login"),
  call: op("GET /{product}/participants/call/{id}", "login"),
  moveMany: op<unknown, MoveBody>("POST /{product}/participants/move/{target}", "login"),
  important: op("GET /{product}/participants/{id}/important/{v}", "login"),
  microphone: op("GET /{product}/participants/{id}/microphone/{v}", "login"),
  speaker: op("GET /{product}/participants/{id}/speaker/{v}", "login"),
  connect: op("GET /{product}/participants/{id}/connect/{v}", "login"),
  topState: op("GET /{product}/participants/{id}/top", "login"),
  top: op("GET /{product}/participants/{id}/top/{v}", "login"),
  move: op("GET /{product}/participants/{id}/move/{target}", "login"),
  remove: op("DELETE /{product}/participants/{id}", "login"),
});
