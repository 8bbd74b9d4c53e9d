// Types of scripts/dist-freshness.js for the TypeScript that imports it (the bench).
export declare const ROOT: string;
export declare const SRC_DIR: string;
export declare const BUILTIN_APP_DIR: string;
export declare const DIST_DIR: string;
export declare const MANIFEST: string;
export declare function sourceTimes(): Record<string, number>;
export declare function distIsFresh(): boolean;
