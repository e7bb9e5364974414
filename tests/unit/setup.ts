import "@testing-library/jest-dom/vitest";
import { fakeMatchMedia } from "./match-media";

// jsdom has no matchMedia, which antd's responsive parts (page headers, Descriptions, List) read:
// answer "no match" (a test needing a desktop answer assigns its own).
window.matchMedia ??= fakeMatchMedia(() => false);
