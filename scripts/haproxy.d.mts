export declare const HAPROXY: string;
export declare function haproxyConfig(port: number, servers: string[]): string;
export declare function startHaproxy(options: { dir: string; port: number; servers: string[] }): Promise<{
  url: string;
  output(): string;
  stop(): Promise<void>;
}>;
