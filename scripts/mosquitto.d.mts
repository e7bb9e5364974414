export declare const MOSQUITTO: string;
export declare const MOSQUITTO_PASSWD: string;
export declare function mosquittoConfig(port: number, passwordFile: string): string;
export declare function startMosquitto(options: {
  dir: string;
  port: number;
  username: string;
  password: string;
}): Promise<{ url: string; output(): string; stop(): Promise<void> }>;
