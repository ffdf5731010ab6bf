import "server-only";
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. We hold `<dir>/.lock` with our
 * pid; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (e) {
    throw new DataDirLockedError(`Папка данных ${dir} недоступна для записи: ${(e as Error).message}`);
  }
  const lockFile = path.join(dir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") {
        throw new DataDirLockedError(`Не удалось создать файл блокировки ${lockFile}: ${(e as Error).message}`);
      }
      const other = Number(fs.readFileSync(lockFile, "utf8").trim());
      if (other === process.pid) throw new DataDirLockedError(`База в ${dir} уже открыта этим процессом`);
      if (Number.isInteger(other) && other > 0 && isAlive(other)) {
        throw new DataDirLockedError(
          `База данных в папке ${dir} уже открыта другим процессом (pid ${other}). Остановите его или задайте другую папку через DATA_DIR.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Не удалось захватить блокировку папки ${dir}`);
}
