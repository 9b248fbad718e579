import type { EventEmitter } from 'node:events';
import type { StdioOptions } from 'node:child_process';

export interface SuperviseOptions {
  command: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  stdio?: StdioOptions;
  initialDelayMs?: number;
  maxDelayMs?: number;
  healthyAfterMs?: number;
  stopTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface Supervisor {
  events: EventEmitter;
  stop(signal?: NodeJS.Signals): Promise<void>;
  done: Promise<void>;
  readonly pid: number | undefined;
  readonly exitCode: number;
}

export const CONFIGURATION_EXIT_CODE: number;
export function supervise(options: SuperviseOptions): Supervisor;
