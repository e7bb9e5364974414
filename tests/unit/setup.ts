import "@testing-library/jest-dom/vitest";

// jsdom has no matchMedia, which antd's responsive parts (page headers, Descriptions, List) read:
// answer "no match" (a test needing a desktop answer assigns its own).
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
