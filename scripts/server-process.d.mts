export declare const SERVER_ARGS: string[];
export declare const SERVER_ENV: Record<string, string>;
export declare const PRODUCTION_ARGS: string[];
