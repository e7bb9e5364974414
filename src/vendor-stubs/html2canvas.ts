/**
 * Stands in for html2canvas in the browser build (vite.config.ts): the chart runtime's image exporter
 * imports it to draw HTML overlays into a PNG, and the report pages export tables, never chart images.
 */
export default function html2canvas(): Promise<never> {
  return Promise.reject(new Error("chart images are not exported by this console"));
}
