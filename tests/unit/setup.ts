import "@testing-library/jest-dom/vitest";
import { fakeMatchMedia } from "./match-media";

// jsdom has no matchMedia, which antd's responsive parts (page headers, Descriptions, List) read:
// answer "no match" (a test needing a desktop answer assigns its own).
window.matchMedia ??= fakeMatchMedia(() => false);

// jsdom runs no CSS transitions or animations, but it names TransitionEvent and the -webkit-
// transition and animation properties: antd's motion (rc-motion) then waits for a transitionend
// that never comes, and a closed dialog stays open. Without them antd skips the motion, as it did
// on the jsdom these tests ran on before.
delete (window as { TransitionEvent?: unknown }).TransitionEvent;
const styleProperties = (window as { CSSStyleProperties?: { prototype: object } }).CSSStyleProperties
  ?.prototype;
for (const property of ["WebkitTransition", "WebkitAnimation"]) {
  if (styleProperties) Reflect.deleteProperty(styleProperties, property);
}
