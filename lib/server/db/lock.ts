import "server-only";
import fs from "node:fs";
import path from "node:path";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

// Start-up errors, in the operator's language (ADR 0032).
const t = translator(operatorLocale, "operatorErrors");

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
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return null;
  }
}

/** The executable a process runs (/proc/<pid>/exe), or null where it cannot be read (another user's process, no /proc). */
function executable(pid: number): string | null {
  try {
    return fs.readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return null;
  }
}

/**
 * Whether a live process is a server of ours: its command line is the one written in the lock, or it
 * runs Node.js. The command line alone is not enough — Next renames its server processes
 * (`next-server (v16…)`, /proc/<pid>/cmdline follows process.title) after it may have taken the lock —
 * so the executable decides, and the command line only where the executable cannot be read. Where
 * neither can be read we cannot tell, and a live holder counts: refusing to start is recoverable,
 * two processes on one PGlite folder are not.
 */
function isOurServer(pid: number, recordedCommand: string | undefined): boolean {
  const command = commandLine(pid);
  if (command === null) return true;
  if (recordedCommand && command === recordedCommand) return true;
  const exe = executable(pid);
  if (exe !== null) return exe === process.execPath || /^node(js)?[\d.]*$/.test(path.basename(exe));
  return /(^|\/)node(js)?(\s|$)/.test(command) || command.startsWith("next-");
}

/**
 * Whether the holder written in a lock file still runs. The file's first line is "<pid> <start time>",
 * the second the holder's command line (older versions wrote the first line alone, or the pid alone).
 * The holder runs when that pid is alive with that start time and is a server of ours (isOurServer): a
 * pid reused after a kill -9 has another start time, and a process that happens to match both — after a
 * reboot, early processes get the same pids at the same ticks — is still no server of ours when it is,
 * say, `sleep`. Without /proc (no start times, no command lines) a live pid counts, as before.
 */
function holderRuns(content: string): { pid: number; runs: boolean } {
  // The command line may itself hold line breaks (node -e "…"): all after the first line is the command.
  const lineEnd = content.indexOf("\n");
  const firstLine = lineEnd < 0 ? content : content.slice(0, lineEnd);
  const recordedCommand = lineEnd < 0 ? undefined : content.slice(lineEnd + 1);
  const [pidText, start] = firstLine.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return { pid, runs: false };
  const startNow = processStartTime(pid);
  if (startNow === null) return { pid, runs: true };
  if (start && start !== startNow) return { pid, runs: false };
  return { pid, runs: isOurServer(pid, recordedCommand?.trim()) };
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. We hold `<dir>/.lock` with our
 * pid, start time and command line; a lock left by a dead process, or whose pid now belongs to a process
 * that is no server of ours, is taken over. (Not an OS file lock: Node has none without a native module.)
 */
export function acquireDataDirLock(dir: string): () => void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (e) {
    throw new DataDirLockedError(t("dataDirNotWritable", { dir, message: (e as Error).message }));
  }
  const lockFile = path.join(dir, ".lock");
  const ours = `${`${process.pid} ${processStartTime(process.pid) ?? ""}`.trim()}\n${commandLine(process.pid) ?? ""}`;
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
        throw new DataDirLockedError(t("lockFileFailed", { file: lockFile, message: (e as Error).message }));
      }
      const holder = holderRuns(fs.readFileSync(lockFile, "utf8"));
      if (holder.pid === process.pid && holder.runs) throw new DataDirLockedError(t("openedByThisProcess", { dir }));
      if (holder.runs) {
        throw new DataDirLockedError(t("openedByAnother", { dir, pid: holder.pid }));
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(t("lockFailed", { dir }));
}
