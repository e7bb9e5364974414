import nodemailer from "nodemailer";
import type { MAIL_SECURITIES } from "#contract/limits";

/** Sending one message through an SMTP server (nodemailer), with bounded waits. */
export interface MailServer {
  host: string;
  port: number;
  security: (typeof MAIL_SECURITIES)[number];
  username: string | null;
  password: string | null;
  fromAddress: string;
  fromName: string | null;
}

export interface MailMessage {
  to: { name: string | null; address: string };
  subject: string;
  text: string;
  /** An iCalendar invitation: sent as the text/calendar part calendar clients act on. */
  ics?: { method: string; content: string } | null;
}

const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function sendMail(server: MailServer, message: MailMessage): Promise<void> {
  const transport = nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.security === "TLS",
    requireTLS: server.security === "STARTTLS",
    ignoreTLS: server.security === "NONE",
    auth: server.username ? { user: server.username, pass: server.password ?? "" } : undefined,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: { name: server.fromName ?? "", address: server.fromAddress },
      to: { name: message.to.name ?? "", address: message.to.address },
      subject: message.subject,
      text: message.text,
      html: `<div style="white-space:pre-wrap;font-family:sans-serif">${escapeHtml(message.text)}</div>`,
      icalEvent: message.ics
        ? { method: message.ics.method, filename: "invite.ics", content: message.ics.content }
        : undefined,
    });
  } finally {
    transport.close();
  }
}

/** A mail server's failure in its own words, without anything the server was sent. */
export function mailFailure(error: unknown): string {
  const e = error as { response?: string; code?: string; message?: string };
  return (e.response ?? e.message ?? e.code ?? String(error)).slice(0, 500);
}
