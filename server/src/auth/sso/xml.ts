import { DOMParser } from "@xmldom/xmldom";

/**
 * Parses XML from a provider: well-formed, one root element, and no document type declaration (so
 * no entity can be declared, expanded or fetched). Null for anything else.
 */
export function parseProviderXml(text: string): Document | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  let failed = false;
  const fail = () => {
    failed = true;
  };
  const document = new DOMParser({
    errorHandler: { warning: () => undefined, error: fail, fatalError: fail },
  }).parseFromString(text, "text/xml") as unknown as Document;
  if (failed || !document?.documentElement) return null;
  return document;
}

/** The text of the first element of `namespace` and `localName` under `parent`, trimmed. */
export function childText(parent: Element | Document, namespace: string, localName: string): string | null {
  const found = parent.getElementsByTagNameNS(namespace, localName)[0];
  const value = found?.textContent?.trim();
  return value ? value : null;
}
