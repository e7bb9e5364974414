/** qs ships no types; the query-string test compares our codec with it. */
declare module "qs" {
  const qs: {
    parse(search: string, options?: Record<string, unknown>): Record<string, unknown>;
    stringify(value: unknown, options?: Record<string, unknown>): string;
  };
  export default qs;
}
