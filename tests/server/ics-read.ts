/** Reads an .ics text back for tests: unfolds continuation lines and splits the properties. */
export interface IcsLine {
  name: string;
  params: string;
  value: string;
}

export function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
}

export function icsLines(text: string): IcsLine[] {
  return unfold(text).map((line) => {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const head = line.slice(0, colon);
    const [name, ...params] = head.split(";");
    return { name, params: params.join(";"), value: line.slice(colon + 1) };
  });
}

/** The value of the first property of that name (inside the first VEVENT for event properties). */
export function icsValue(text: string, name: string): string | undefined {
  return icsLines(text).find((line) => line.name === name)?.value;
}

export function icsValues(text: string, name: string): string[] {
  return icsLines(text)
    .filter((line) => line.name === name)
    .map((line) => line.value);
}
