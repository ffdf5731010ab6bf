import "server-only";
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

/**
 * The kernel's start time of a process (clock ticks since boot, field 22 of /proc/<pid>/stat), or null
 * where there is no /proc (macOS) or no such process. A pid and its start time name one process: a pid
 * reused after a kill -9 (containers restart with the same small pids) has another start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function commandLine(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return null;
  }
}

/**
 * Whether the holder written in a lock file still runs. The file holds "<pid> <start time>": the holder
 * runs when that pid is alive with that start time. A file of an older version holds the pid alone: then
 * a live process counts only if it is a Node.js process (an unrelated process that got the pid is not).
 * Without /proc (no start times) a live pid counts, as before.
 */
function holderRuns(content: string): { pid: number; runs: boolean } {
  const [pidText, start] = content.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return { pid, runs: false };
  const startNow = processStartTime(pid);
  if (startNow === null) return { pid, runs: true };
  if (start) return { pid, runs: start === startNow };
  return { pid, runs: /(^|\/)node(\s|$)/.test(commandLine(pid) ?? "") };
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. We hold `<dir>/.lock` with our
 * pid and start time; a lock left by a dead process, or whose pid now belongs to another process, is
 * taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (e) {
    throw new DataDirLockedError(`Папка данных ${dir} недоступна для записи: ${(e as Error).message}`);
  }
  const lockFile = path.join(dir, ".lock");
  const ours = `${process.pid} ${processStartTime(process.pid) ?? ""}`.trim();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, ours, { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, "utf8") === ours) fs.unlinkSync(lockFile);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") {
        throw new DataDirLockedError(`Не удалось создать файл блокировки ${lockFile}: ${(e as Error).message}`);
      }
      const holder = holderRuns(fs.readFileSync(lockFile, "utf8"));
      if (holder.pid === process.pid && holder.runs) throw new DataDirLockedError(`База в ${dir} уже открыта этим процессом`);
      if (holder.runs) {
        throw new DataDirLockedError(
          `База данных в папке ${dir} уже открыта другим процессом (pid ${holder.pid}). Остановите его или задайте другую папку через DATA_DIR.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Не удалось захватить блокировку папки ${dir}`);
}
