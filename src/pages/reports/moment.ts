import { zonedMoment } from "./report-zone";

/** A peak's moment as the titles name it, in the organisation's time zone. */
export const momentText = (at: number | null): string => zonedMoment(at);
