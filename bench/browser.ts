// Browser-side measurements: initial JS of a page (static, from dist), LCP / FCP / CLS / observed JS (Chromium).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zc } from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

// ---------------------------------------------------------------- conditions (QUALITY.md §3)

export interface Condition {
  name: "D" | "C";
  cpuRate: number;
  /** null = no network throttling */
  network: { latencyMs: number; downBytesPerS: number; upBytesPerS: number } | null;
}

export const CONDITION_D: Condition = { name: "D", cpuRate: 1, network: null };
export const CONDITION_C: Condition = {
  name: "C",
  cpuRate: 4,
  network: { latencyMs: 562.5, downBytesPerS: 1_600_000 / 8, upBytesPerS: 750_000 / 8 },
};

// ---------------------------------------------------------------- static initial JS from dist

export interface JsFile {
  file: string; // relative to dist, e.g. "assets/index-abc.js"
  raw: number;
  gzip: number;
  brotli: number;
}

export interface StaticInitialJs {
  entry: string;
  preloads: string[];
  files: JsFile[];
  gzip: number;
  brotli: number;
  /** chunks statically imported (transitively) by the entry that index.html does not preload */
  notPreloaded: string[];
}

function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag);
  return m ? m[1] : null;
}

/** Static `import ... from "x"`, `import "x"`, `export ... from "x"` specifiers (not dynamic import()). */
export function staticImports(code: string): string[] {
  const re = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+)["']/g;
  const out: string[] = [];
  for (let m = re.exec(code); m; m = re.exec(code)) out.push(m[1]);
  return out;
}

function distRelative(fromFile: string, spec: string): string | null {
  if (spec.startsWith("/")) return spec.slice(1);
  if (spec.startsWith("./") || spec.startsWith("../"))
    return path.posix.join(path.posix.dirname(fromFile), spec);
  return null; // bare or absolute URL: not ours
}

export async function staticInitialJs(distDir: string): Promise<StaticInitialJs> {
  const html = await readFile(path.join(distDir, "index.html"), "utf8");
  const scripts = (html.match(/<script\b[^>]*>/gi) ?? []).filter((t) => attr(t, "type") === "module");
  const entrySrc = scripts.map((t) => attr(t, "src")).find((s): s is string => !!s);
  if (!entrySrc) throw new Error("no <script type=module src> in dist/index.html");
  const entry = distRelative("index.html", entrySrc) ?? entrySrc;
  const preloads = (html.match(/<link\b[^>]*>/gi) ?? [])
    .filter((t) => attr(t, "rel") === "modulepreload")
    .map((t) => attr(t, "href"))
    .filter((h): h is string => !!h)
    .map((h) => distRelative("index.html", h) ?? h);

  const listed = [entry, ...preloads];
  const files: JsFile[] = [];
  for (const f of listed) {
    const buf = await readFile(path.join(distDir, f));
    files.push({
      file: f,
      raw: buf.length,
      gzip: gzipSync(buf, { level: 9 }).length,
      brotli: brotliCompressSync(buf, { params: { [zc.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }

  // Transitive static closure from the entry: anything not listed in index.html is a waterfall step.
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length) {
    const f = queue.shift()!;
    const code = await readFile(path.join(distDir, f), "utf8").catch(() => "");
    for (const spec of staticImports(code)) {
      const dep = distRelative(f, spec);
      if (dep?.endsWith(".js") && !seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  const notPreloaded = [...seen].filter((f) => !listed.includes(f));
  return {
    entry,
    preloads,
    files,
    gzip: files.reduce((a, f) => a + f.gzip, 0),
    brotli: files.reduce((a, f) => a + f.brotli, 0),
    notPreloaded,
  };
}

// ---------------------------------------------------------------- page load in Chromium

export interface JsRequest {
  path: string;
  startTime: number;
  encodedBodySize: number;
  transferSize: number;
}

export interface PageLoadSample {
  lcpMs: number | null;
  /** tag#id.class (+ url) of the LCP element */
  lcpElement: string | null;
  fcpMs: number | null;
  cls: number;
  /** JS requests started before the first contentful paint (or LCP, or the load event) */
  initialJs: JsRequest[];
  /** JS requests started later (prefetch of the lazy console, etc.) */
  laterJs: JsRequest[];
  /** navigation start to the frame that first draws `readySelector` visible */
  readyMs: number | null;
  /** navigation start to Playwright's wait noticing it */
  noticedMs: number | null;
}

interface BenchVitals {
  lcp: number[];
  lcpElement: string | null;
  fcp: number | null;
  shifts: { t: number; v: number }[];
}

/**
 * Runs in the page before any of its scripts. A string, not a function: tsx (esbuild keepNames) would
 * wrap a function's inner helpers in `__name(...)` calls that do not exist in the page.
 */
const VITALS_OBSERVER = `(() => {
  const vitals = { lcp: [], lcpElement: null, fcp: null, shifts: [] };
  const describe = (e) => {
    const el = e.element;
    const url = e.url ? " " + (e.url.length > 60 ? e.url.slice(0, 40) + "…" : e.url) : "";
    if (!el) return url.trim() || null;
    const cls = typeof el.className === "string" && el.className ? "." + el.className.trim().split(/\\s+/)[0] : "";
    return el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + cls + url;
  };
  window.__benchVitals = vitals;
  const observe = (type, cb) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(cb)).observe({ type, buffered: true });
    } catch {}
  };
  observe("largest-contentful-paint", (e) => {
    vitals.lcp.push(e.startTime);
    vitals.lcpElement = describe(e);
  });
  observe("paint", (e) => { if (e.name === "first-contentful-paint") vitals.fcp = e.startTime; });
  observe("layout-shift", (e) => { if (!e.hadRecentInput) vitals.shifts.push({ t: e.startTime, v: e.value }); });
})();`;

/**
 * Records (window.__benchReady) the frame in which `selector` first matches a visible element: once
 * it is in the document, the next animation frame checks that it shows and takes that frame's time.
 * Nothing is measured outside a frame, which would force a layout the page does not ask for (it
 * delayed the login page's first paint). Playwright's own wait notices it later, by up to its polling
 * step (0.5 s).
 */
const readyWatch = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  window.__benchReady = null;
  let asked = false;
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const watch = new MutationObserver(() => {
    if (asked || !document.querySelector(selector)) return;
    asked = true;
    requestAnimationFrame((frame) => {
      asked = false;
      const el = document.querySelector(selector);
      if (!el || !shown(el)) return;
      watch.disconnect();
      window.__benchReady = frame;
    });
  });
  watch.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** CLS as defined by web-vitals: the largest session window (gap < 1 s, span <= 5 s). */
export function clsFromShifts(shifts: readonly { t: number; v: number }[]): number {
  let best = 0;
  let cur = 0;
  let first = 0;
  let last = 0;
  for (const s of shifts) {
    if (cur && s.t - last < 1000 && s.t - first < 5000) cur += s.v;
    else {
      cur = s.v;
      first = s.t;
    }
    last = s.t;
    best = Math.max(best, cur);
  }
  return best;
}

export interface LoadOptions {
  url: string;
  condition: Condition;
  /** the page is "ready" once this is visible; then `settleMs` more */
  readySelector: string;
  settleMs?: number;
  timeoutMs?: number;
  /** localStorage entries set before the page's scripts run (a stored session). */
  storage?: Record<string, string>;
}

export async function measurePageLoad(browser: Browser, opts: LoadOptions): Promise<PageLoadSample> {
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1366, height: 860 } });
  try {
    const page = await context.newPage();
    const timeout = opts.timeoutMs ?? 60_000;
    page.setDefaultTimeout(timeout);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (opts.condition.cpuRate !== 1)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.condition.cpuRate });
    const net = opts.condition.network;
    if (net) {
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: net.latencyMs,
        downloadThroughput: net.downBytesPerS,
        uploadThroughput: net.upBytesPerS,
      });
    }
    await page.addInitScript({ content: VITALS_OBSERVER });
    await page.addInitScript({ content: readyWatch(opts.readySelector) });
    if (opts.storage) {
      await page.addInitScript({
        content: `Object.entries(${JSON.stringify(opts.storage)}).forEach(([k, v]) => localStorage.setItem(k, v));`,
      });
    }
    await page.goto(opts.url, { waitUntil: "load", timeout });
    let readyMs: number | null = null;
    let noticedMs: number | null = null;
    try {
      await page.locator(opts.readySelector).first().waitFor({ state: "visible", timeout });
      noticedMs = await page.evaluate(() => performance.now());
      const drawn = await page
        .waitForFunction(() => (window as unknown as { __benchReady: number | null }).__benchReady, null, {
          timeout: 5000,
        })
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      readyMs = typeof drawn === "number" ? drawn : noticedMs;
    } catch {
      await page.waitForLoadState("networkidle", { timeout });
    }
    await page.waitForTimeout(opts.settleMs ?? 1000);

    const raw = await page.evaluate(() => {
      const v = (window as unknown as { __benchVitals: BenchVitals }).__benchVitals;
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const js = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((r) => /\.m?js$/.test(new URL(r.name).pathname))
        .map((r) => ({
          path: new URL(r.name).pathname,
          startTime: r.startTime,
          encodedBodySize: r.encodedBodySize,
          transferSize: r.transferSize,
        }));
      return { vitals: v, loadEventStart: nav?.loadEventStart ?? null, js };
    });
    const lcp = raw.vitals.lcp.length ? raw.vitals.lcp[raw.vitals.lcp.length - 1] : null;
    // "Initial" = requested before the first contentful paint: the lazy console is prefetched after it.
    const cutoff = raw.vitals.fcp ?? lcp ?? raw.loadEventStart ?? Number.POSITIVE_INFINITY;
    return {
      lcpMs: lcp,
      lcpElement: raw.vitals.lcpElement,
      fcpMs: raw.vitals.fcp,
      cls: clsFromShifts(raw.vitals.shifts),
      initialJs: raw.js.filter((r) => r.startTime < cutoff),
      laterJs: raw.js.filter((r) => r.startTime >= cutoff),
      readyMs,
      noticedMs,
    };
  } finally {
    await context.close();
  }
}
