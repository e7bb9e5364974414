import { CALL_PROTOCOLS } from "#contract/limits/devices";
import { CALL_END_REASONS, CALL_QUALITIES } from "#contract/limits/live";

type Translate = (key: string, options?: Record<string, unknown>) => string;

const R = "meeting-control.roster";
/** Stands for a participant's name while its labels are translated. */
const NAME = "\u0000";

/**
 * Every text a roster row shows, translated once per language: a row renders from these strings
 * instead of asking i18next for each (hundreds of lookups a frame on a busy roster).
 */
export function rosterLabels(t: Translate) {
  const map = <K extends string>(keys: readonly K[], prefix: string) =>
    Object.fromEntries(keys.map((k) => [k, t(`${prefix}.${k}`)])) as Record<K, string>;
  const [beforeName, afterName = ""] = t(`${R}.select`, { name: NAME }).split(NAME);
  return {
    /** The label of a row's selection box. */
    select: (name: string) => `${beforeName}${name}${afterName}`,
    selectAll: t(`${R}.selectAll`),
    status: {
      connected: t("live.participantStatus.connected"),
      connecting: t("live.participantStatus.connecting"),
      disconnected: t("live.participantStatus.disconnected"),
    },
    endReason: map(CALL_END_REASONS, "live.endReason"),
    quality: map(CALL_QUALITIES, "live.quality"),
    protocol: map(CALL_PROTOCOLS, "live.protocol"),
    flags: {
      mainVenue: t(`${R}.flags.mainVenue`),
      top: t(`${R}.flags.top`),
      speaking: t(`${R}.flags.speaking`),
      presenting: t(`${R}.flags.presenting`),
      micOn: t(`${R}.flags.micOn`),
      micOff: t(`${R}.flags.micOff`),
      speakerOn: t(`${R}.flags.speakerOn`),
      speakerOff: t(`${R}.flags.speakerOff`),
    },
    dialOut: t(`${R}.dialOut`),
    dialIn: t(`${R}.dialIn`),
    actions: {
      mute: t(`${R}.actions.mute`),
      unmute: t(`${R}.actions.unmute`),
      connect: t(`${R}.actions.connect`),
      disconnect: t(`${R}.actions.disconnect`),
      setMainVenue: t(`${R}.actions.setMainVenue`),
      unsetMainVenue: t(`${R}.actions.unsetMainVenue`),
      pin: t(`${R}.actions.pin`),
      unpin: t(`${R}.actions.unpin`),
      speakerOn: t(`${R}.actions.speakerOn`),
      speakerOff: t(`${R}.actions.speakerOff`),
      move: t(`${R}.actions.move`),
      remove: t(`${R}.actions.remove`),
    },
  };
}

export type RosterLabels = ReturnType<typeof rosterLabels>;
