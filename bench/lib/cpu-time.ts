/**
 * CPU time from Linux's /proc: of one process, of several, and of the whole machine, so a bench can
 * say where the cores went during a run. NaN where /proc is not there.
 */
import fs from 'node:fs';

// USER_HZ: 100 on every Linux this runs on.
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used so far (0 once it is gone). */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of several processes: the sum of what each used between two readings. */
export function processesCpu(pids: number[]) {
  const start = new Map(pids.map((pid) => [pid, processCpuSeconds(pid)]));
  return {
    /** Seconds used since the first reading; `later` adds processes that appeared meanwhile (counted whole). */
    used(later: number[] = []) {
      // A process gone meanwhile reads 0: it adds nothing rather than taking its past away.
      return [...new Set([...pids, ...later])].reduce((sum, pid) => sum + Math.max(0, processCpuSeconds(pid) - (start.get(pid) ?? 0)), 0);
    },
  };
}

/** Busy and total CPU seconds of the machine, over all cores. */
export function machineCpu(): { busy: number; total: number } {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number) as number[];
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy: busy / TICKS_PER_SECOND, total: (busy + idle! + iowait!) / TICKS_PER_SECOND };
  } catch {
    return { busy: NaN, total: NaN };
  }
}
