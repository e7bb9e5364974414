/**
 * The ordered registry of declared resources (DESIGN.md §4): adding an entity is one file in this
 * folder, its two locale files and one line here. The order is the tab order within a page.
 */
import type { ResourceDef } from "../src/resource-kit/types";
import dictionaries from "./dictionaries";
import floorMaps from "./floor-maps";
import humanDetectors from "./human-detectors";
import locations from "./locations";
import mcuServers from "./mcu-servers";
import resourcePools from "./resource-pools";
import roomBoards from "./room-boards";
import rooms from "./rooms";
import sensors from "./sensors";
import terminals from "./terminals";
import users from "./users";

export const RESOURCES: readonly ResourceDef[] = [
  locations,
  rooms,
  mcuServers,
  resourcePools,
  terminals,
  humanDetectors,
  sensors,
  roomBoards,
  floorMaps,
  users,
  dictionaries,
];
