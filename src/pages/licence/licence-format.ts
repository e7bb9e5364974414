import dayjs from "dayjs";

/** A licence's days are UTC days (its file says YYYY-MM-DD): shown as written. */
export const utcDay = (epoch: number): string => new Date(epoch).toISOString().slice(0, 10);
export const localTime = (epoch: number): string => dayjs(epoch).format("YYYY-MM-DD HH:mm");
export const LICENCES_KEY = ["licences"];
export const LICENCE_STATUS_KEY = ["licence-status"];
