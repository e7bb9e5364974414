import type { DriverRegistry, McuDriver } from "./driver.ts";
import { JanusDriver } from "./janus/janus-driver.ts";

/** The driver of each server model: the Janus driver for JANUS, `mcu` (the simulator by default) for the others. */
export function driverRegistry(mcu: McuDriver, janus: McuDriver = new JanusDriver()): DriverRegistry {
  return (model) => (model === "JANUS" ? janus : mcu);
}
