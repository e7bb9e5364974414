import dayjs from "dayjs";
import { licencesOps } from "#contract/operations/licences";
import { queryKeyOf } from "../../providers/http/call";

/** A licence's days are UTC days (its file says YYYY-MM-DD): shown as written. */
export const utcDay = (epoch: number): string => new Date(epoch).toISOString().slice(0, 10);
export const localTime = (epoch: number): string => dayjs(epoch).format("YYYY-MM-DD HH:mm");
export const LICENCES_KEY = queryKeyOf(licencesOps.list);
export const LICENCE_STATUS_KEY = queryKeyOf(licencesOps.status);
