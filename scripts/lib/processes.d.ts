import { type ChildProcess } from 'node:child_process';
/** Starts a long-running child with a name prefix on its output; returns it. */
export declare function startProcess(
  name: string,
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): ChildProcess;
/** Stops a child and everything it started (its process group). */
export declare function stopProcess(child: ChildProcess | undefined): void;
/** Polls a URL until it answers 2xx, or fails after `timeoutMs`. */
export declare function waitForUrl(url: string, timeoutMs?: number): Promise<void>;
