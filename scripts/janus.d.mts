export const JANUS: string;

export interface JanusPorts {
  httpPort: number;
  adminPort: number;
  adminSecret: string;
  /** false: the VideoRoom plugin is left out too. */
  videoroom?: boolean;
  /** The HTTP event handler (sampleevh) posting to our server; absent: no event handler. */
  events?: JanusEvents | null;
}

export interface JanusEvents {
  /** Where Janus posts its events (our server's /internal/janus/events). */
  backend: string;
  /** HTTP basic auth: the user (any) and the password (the MCU server's event secret). */
  user?: string;
  password: string;
}

export function sampleEvhConfig(events: JanusEvents): string;

export function janusConfig(options: JanusPorts & { rtpPorts?: string }): Record<string, string>;

export interface RunningJanus {
  /** The Janus API (…/janus). */
  url: string;
  /** The admin API (…/admin). */
  admin: string;
  pid: number | undefined;
  output(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export function startJanus(options: JanusPorts & { dir: string }): Promise<RunningJanus>;
