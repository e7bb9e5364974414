import dayjs from "dayjs";

/** A peak's moment as the titles name it. */
export const momentText = (at: number | null): string =>
  at === null ? "-" : dayjs(at).format("YYYY-MM-DD HH:mm");
