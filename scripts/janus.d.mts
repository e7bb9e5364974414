export const JANUS: string;

export interface JanusPorts {
  httpPort: number;
  adminPort: number;
  adminSecret: string;
  /** false: the VideoRoom plugin is left out too. */
  videoroom?: boolean;
}

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
