/**
 * The ordered registry of declared resources (DESIGN.md §4): adding an entity is one file in this
 * folder, its two locale files and one line here. The order is the tab order within a page.
 */
import type { ResourceDef } from "../src/resource-kit/types";

export const RESOURCES: readonly ResourceDef[] = [];
