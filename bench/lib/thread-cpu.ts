import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux almost always). */
let ticksPerSecond: number | undefined;

/**
 * CPU time used so far by this process's main thread (the server's, when the load comes from a worker
 * thread), in ms; null off Linux. Under load, CPU per request of the thread that bounds the server moves far
 * less with the machine's other work than requests per second do.
 */
export function mainThreadCpuMs(): number | null {
  try {
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so it is skipped by its closing parenthesis):
    // state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

/**
 * Write system calls made so far by this process's main thread, or null off Linux. Per booking, it showed
 * the savepoints' journal that SQLite wrote to a temporary file (about 70 calls per booking; see database.ts).
 */
export function mainThreadWriteCalls(): number | null {
  try {
    const io = readFileSync(`/proc/self/task/${process.pid}/io`, 'utf8');
    return Number(/^syscw: (\d+)$/m.exec(io)![1]);
  } catch {
    return null;
  }
}
