// Types of scripts/test-shards.js for the TypeScript that imports it (its test).
export interface Shard {
  files: string[];
  /** Planned time, from the files' last recorded times. */
  ms: number;
  /** A file with the own-process marker, given to the runner as itself. */
  alone: boolean;
}
export declare const SLOTS: number;
export declare const OWN_PROCESS_MARKER: string;
export declare function leakingHooks(source: string): string[];
export declare function planShards(files: string[], cost: (file: string) => number, ownProcess: (file: string) => boolean): Shard[];
export declare function processTimeoutMs(shards: Array<Pick<Shard, 'ms'>>): number;
export declare function shardFolder(pid?: number): string;
export declare function removeStaleShardFolders(): void;
export declare function writeShards(shards: Shard[], folder: string, root: string): string[];
