/**
 * The concurrency reports (concurrentReport; README "Reports"): how many meetings and participants ran
 * at once, against the MCU ports, per bucket and per weekday and hour, and the meetings behind a peak.
 * What every report shares is in #contract/reports.
 */
import { ListQuery, Page } from "#contract/list";
import {
  ConcurrencyGranularity,
  ConcurrencyQuery,
  HeatCell,
  periodProperties,
  ReportExportFormat,
  ReportMeeting,
  rangeProperties,
} from "#contract/reports";
import { MeetingType } from "#contract/schedules";
import { Epoch, List, NamedRef, Nullable, Obj, type Static, Type } from "#contract/schema";

/** The MCU ports the concurrency is set against: every MCU's capacity, and the MCUs counted. */
export const PortCapacity = Obj({ mcus: Type.Integer(), ports: Type.Integer() });
export type PortCapacity = Static<typeof PortCapacity>;

/** The highest concurrency of a bucket and the first moment it was reached (null: nothing ran). */
export const PeakPoint = Obj({ ...periodProperties, peak: Type.Integer(), at: Nullable(Type.Integer()) });
export type PeakPoint = Static<typeof PeakPoint>;

/**
 * reportsConcurrency.statistic: meetings running at once (of type `{x}`), the peak per
 * bucket, the overall peak, and the peak per weekday × hour; `capacity` is what the MCUs offer.
 * Participants at the peak moment are counted too, against the ports.
 */
export const ConcurrencyStatistic = Obj({
  timeZone: Type.String(),
  granularity: ConcurrencyGranularity,
  capacity: PortCapacity,
  peak: PeakPoint,
  /** Participants connected at the overall peak moment. */
  participantsAtPeak: Type.Integer(),
  points: List(PeakPoint),
  heatmap: List(HeatCell),
});
export type ConcurrencyStatistic = Static<typeof ConcurrencyStatistic>;

/** reportsConcurrency.meetings: the meetings running at `at` (a peak's moment). */
export const ConcurrentMeetingsQuery = Obj({
  ...ListQuery({}).properties,
  ...rangeProperties,
  at: Epoch(),
});
export type ConcurrentMeetingsQuery = Static<typeof ConcurrentMeetingsQuery>;

/**
 * reportsConcurrency.exportStatistic and exportParticipantStatistic:
 * the peak of each bucket (the chart's table), when it was first reached, and the MCU ports.
 */
export const ConcurrencyExportQuery = Obj({ ...ConcurrencyQuery.properties, format: ReportExportFormat });
export type ConcurrencyExportQuery = Static<typeof ConcurrencyExportQuery>;

/**
 * reportsConcurrency.exportMeetings and exportParticipantMeetings:
 * the meetings of one moment (the detail table, in its order), no paging.
 */
export const ConcurrentMeetingsExportQuery = Obj({
  ...Type.Omit(ConcurrentMeetingsQuery, ["page", "size", "sort", "keyword"]).properties,
  format: ReportExportFormat,
});
export type ConcurrentMeetingsExportQuery = Static<typeof ConcurrentMeetingsExportQuery>;

/** A meeting and its most participants connected at once. */
export const MeetingPeak = Obj({
  meeting: NamedRef,
  type: MeetingType,
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  peak: Type.Integer(),
  at: Nullable(Type.Integer()),
});
export type MeetingPeak = Static<typeof MeetingPeak>;

/**
 * reportsConcurrency.participantStatistic: participants connected at once (call
 * detail records), the peak per bucket against the MCU ports, per weekday × hour, and the meetings
 * with the most participants at once.
 */
export const ParticipantConcurrency = Obj({
  timeZone: Type.String(),
  granularity: ConcurrencyGranularity,
  capacity: PortCapacity,
  peak: PeakPoint,
  points: List(PeakPoint),
  heatmap: List(HeatCell),
  meetings: List(MeetingPeak),
});
export type ParticipantConcurrency = Static<typeof ParticipantConcurrency>;

/**
 * reportsConcurrency.participantMeetings (query ConcurrentMeetingsQuery): the meetings
 * with participants connected at `at`, and how many of them (`participantsAt`), the most first.
 */
export const ParticipantConcurrentMeetings = Page(
  Obj({ ...ReportMeeting.properties, participantsAt: Type.Integer() }),
);
export type ParticipantConcurrentMeetings = Static<typeof ParticipantConcurrentMeetings>;
