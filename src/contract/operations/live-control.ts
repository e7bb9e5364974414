import type { IdsBody, Page } from "#contract/list";
import type { LiveBatch } from "#contract/live-events";
import type {
  CascadeInfo,
  ControlLayout,
  ExtendBody,
  InviteAddressesBody,
  InviteCandidate,
  InviteCandidateQuery,
  InviteTerminalsBody,
  LiveMeeting,
  MessageBody,
  PanePlacementBody,
  PasswordQuery,
  WhiteList,
} from "#contract/live-meetings";
import type { AuditEntry, AuditQuery } from "#contract/meeting-audit";
import { op, operations } from "#contract/operation";
import type { CallRecord, CallRecordQuery } from "#contract/participants";
import type { Readiness, ReadinessQuery } from "#contract/readiness";

export const liveControlOps = operations("liveControl", {
  readiness: op<Readiness[], undefined, ReadinessQuery>("GET /{product}/meetings/readiness", "login"),
  live: op<LiveMeeting>("GET /{product}/meetings/{id}/live", "login"),
  cascade: op<CascadeInfo>("GET /{product}/meetings/{id}/cascade", "login"),
  whiteList: op<WhiteList>("GET /{product}/meetings/{id}/white-list", "login"),
  inviteCandidates: op<Page<InviteCandidate>, undefined, InviteCandidateQuery>(
    "GET /{product}/meetings/{id}/invite-candidates",
    "login",
  ),
  audit: op<Page<AuditEntry>, undefined, AuditQuery>("GET /{product}/meetings/{id}/audit", "login"),
  calls: op<Page<CallRecord>, undefined, CallRecordQuery>("GET /{product}/meetings/{id}/calls", "login"),
  layout: op<LiveBatch, { layout: ControlLayout }>("PUT /{product}/meetings/{id}/layout", "login"),
  panePlacement: op<LiveBatch, PanePlacementBody>("PUT /{product}/meetings/{id}/pane-placement", "login"),
  mode: op<LiveBatch>("GET /{product}/meetings/{id}/mode/{v}", "login"),
  microphoneAll: op<LiveBatch>("GET /{product}/meetings/{id}/microphone/{v}", "login"),
  showMessage: op<LiveBatch, MessageBody>("PUT /{product}/meetings/{id}/message", "login"),
  clearMessage: op<LiveBatch>("DELETE /{product}/meetings/{id}/message", "login"),
  password: op<LiveBatch, undefined, PasswordQuery>("GET /{product}/meetings/{id}/password", "login"),
  connectAll: op<LiveBatch>("GET /{product}/meetings/{id}/connect/{v}", "login"),
  removeParticipants: op<LiveBatch, IdsBody>("DELETE /{product}/meetings/{id}/participants", "login"),
  inviteTerminals: op<LiveBatch, InviteTerminalsBody>(
    "POST /{product}/meetings/{id}/invite-terminals",
    "login",
  ),
  inviteAddresses: op<LiveBatch, InviteAddressesBody>(
    "POST /{product}/meetings/{id}/invite-addresses",
    "login",
  ),
  lock: op<LiveBatch>("GET /{product}/meetings/{id}/lock/{v}", "login"),
  extend: op<LiveBatch, ExtendBody>("PUT /{product}/meetings/{id}/extend", "login"),
  setWhiteList: op<LiveBatch, WhiteList>("PUT /{product}/meetings/{id}/white-list", "login"),
});
