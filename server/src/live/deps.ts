import type { Db } from "../db/database.ts";
import type { DriverRegistry } from "../mcu/driver.ts";

/** What driving and controlling live meetings needs: the database, the clock, the drivers. */
export interface LiveDeps {
  db: Db;
  now: () => number;
  drivers: DriverRegistry;
  /** This instance's name in live_meetings.driver_instance. */
  instanceId: string;
}
