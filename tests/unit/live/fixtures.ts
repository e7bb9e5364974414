import type { LiveBatch, LiveDelta } from "#contract/live-events";
import type { LiveMeeting } from "#contract/live-meetings";
import type { Participant } from "#contract/participants";

export const MEETING_ID = "m1";

export function liveMeeting(patch: Partial<LiveMeeting> = {}): LiveMeeting {
  return {
    id: MEETING_ID,
    videoId: MEETING_ID,
    scheduleId: "s1",
    name: "Weekly sync",
    server: { id: "mcu1", name: "CMS-01", serverModel: "CMS" },
    startTimestamp: 1_000,
    endTimestamp: 3_601_000,
    host: { id: "u1", name: "Host" },
    password: null,
    mode: "DISCUSSION",
    mainVenue: null,
    mainVenueName: null,
    meetingNumber: "800001",
    layout: "AUTO",
    locked: false,
    panes: [],
    total: 0,
    totalConnected: 0,
    totalConnecting: 0,
    totalDisconnected: 0,
    joinMute: false,
    autoCall: true,
    autoRecording: false,
    autoStreaming: false,
    meetingStatus: "ONLINE",
    activeSpeaker: null,
    activeSpeakerName: null,
    message: null,
    cascadeStatus: "NONE",
    capacity: 500,
    extendedMinutes: 0,
    abnormalReason: null,
    rights: { control: true },
    seq: 10,
    ...patch,
  };
}

export function participant(id: string, patch: Partial<Participant> = {}): Participant {
  return {
    id,
    meetingId: MEETING_ID,
    name: `Room ${id}`,
    server: { id: "mcu1", name: "CMS-01", serverModel: "CMS" },
    callAddress: `${id}@sip.example.com`,
    roomId: null,
    roomName: null,
    terminalId: null,
    callDirection: true,
    protocol: "SIP",
    parStatus: "ONLINE",
    isMainVenue: false,
    top: false,
    microphone: true,
    speaker: true,
    presentation: false,
    layout: null,
    sort: Number(id.replace(/\D/g, "")) || 0,
    quality: "QUALITY_GOOD",
    connectTimestamp: 1_000,
    disconnectTimestamp: null,
    disconnectReason: null,
    activeSpeaker: false,
    ...patch,
  };
}

export function batch(seq: number, ...deltas: LiveDelta[]): LiveBatch {
  return { seq, at: seq * 1000, meetingId: MEETING_ID, deltas };
}

export const change = (participantId: string, changes: Partial<Participant>): LiveDelta => ({
  type: "participant",
  meetingId: MEETING_ID,
  participantId,
  changes,
});

/** A frame scheduler the test runs by hand: `frames.run()` is the next animation frame. */
export function manualFrames() {
  const pending: (() => void)[] = [];
  return {
    schedule: (run: () => void) => {
      pending.push(run);
    },
    get waiting() {
      return pending.length;
    },
    run() {
      for (const job of pending.splice(0)) job();
    },
  };
}
