import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const started = new Set<ChildProcess>();

/** Kills the servers a failed or timed-out test left running. */
export function killLeftoverServers(): void {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /**
   * Resolves once the output (from character `since` on) contains the text; rejects if the process exits
   * first or time runs out.
   */
  waitFor(text: string, options?: { since?: number; timeoutMs?: number }): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs the real entry point (src/main.ts through tsx, with the `source` condition so the shared core is read
 * from source as well) in its own process, with only the given environment plus PATH and HOME.
 */
export function runServer(env: Record<string, string>): ServerProcess {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
      for (const listener of listeners) listener();
    });
  });
  const waitFor = (text: string, { since = 0, timeoutMs = 20_000 } = {}) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.indexOf(text, since) !== -1) done(resolve);
        else if (child.exitCode !== null || child.signalCode !== null) done(() => reject(failure('exited')));
      };
      const failure = (why: string) =>
        new Error(`server ${why} before printing "${text}". Output:\n${output}`);
      const timer = setTimeout(() => done(() => reject(failure(`took over ${timeoutMs} ms`))), timeoutMs);
      const done = (finish: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        finish();
      };
      listeners.add(check);
      check();
    });
  return { child, output: () => output, waitFor, exited };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the server on `port` answers GET /api/ready; rejects with its output if it exits or takes 30 s. */
export async function waitReady(server: ServerProcess, port: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (server.child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} not ready:\n${server.output()}`);
}
