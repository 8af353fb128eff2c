import type { StdioOptions } from 'node:child_process';

export declare const DENO_DIR: string;
export declare function denoBinary(): string;
export declare const MODULE_FLAGS: readonly string[];
export declare function functionEntries(functionsDir: string): string[];
export declare function cacheFunctions(functionsDir: string, stdio?: StdioOptions): number;
