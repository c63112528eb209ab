import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on Linux) */
const TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** The process and all its descendants. */
export function processTree(root: number): number[] {
  const rows = execSync('ps -e -o pid=,ppid=')
    .toString()
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const pids = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, parent] of rows)
      if (pid !== undefined && parent !== undefined && pids.has(parent) && !pids.has(pid)) {
        pids.add(pid);
        grown = true;
      }
  }
  return [...pids];
}

/**
 * CPU milliseconds (user + system, with ended children's) and resident memory (MB) of processes,
 * from /proc. RSS counts pages the processes share (Node's binary and libraries, ~90 MB) once per
 * process; PSS divides them among their sharers, so the PSS of several processes adds up to the
 * memory they take together.
 */
export function usage(pids: readonly number[]): { cpuMs: number; rssMb: number; pssMb: number } {
  let ticks = 0;
  let rssPages = 0;
  let pssKb = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // fields after the command name (which may contain spaces) start at its closing parenthesis
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // own user + system time, and that of its children that ended (a database backend that
      // closed during a run): without it, the CPU of processes gone by the second reading is lost
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      rssPages += Number(fields[21]);
      pssKb += Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return {
    cpuMs: (ticks * 1000) / TICKS,
    rssMb: Math.round((rssPages * 4096) / 2 ** 20),
    pssMb: Math.round(pssKb / 1024),
  };
}

/** The postmaster of a data directory and its backends. */
export function postgresPids(pgdata: string): number[] {
  try {
    const pid = Number(readFileSync(`${pgdata}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) ? processTree(pid) : [];
  } catch {
    return [];
  }
}
