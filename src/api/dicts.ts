/** A dictionary's values, labelled in the caller's language (`[{ value, label }]`). */
export const dictUrl = (code: string) => `/device/dict/sign/${encodeURIComponent(code)}`;
