/** jsdom has no matchMedia (antd's responsive parts read it): stand-ins for the setup and the harnesses. */

/** A matchMedia whose every query answers `matches(query)`. */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** A desktop screen (the console's minimum width is 1192 px): min-width queries match. */
export const desktopMatchMedia = fakeMatchMedia((query) => /min-width/.test(query));
