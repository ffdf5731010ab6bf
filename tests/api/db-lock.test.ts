import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireDataDirLock, DataDirLockedError, processStartTime } from "@/lib/server/db/lock";

/** A server of ours in another process: Node.js takes the lock on `dir` the way the app does, then waits. */
function holdLockInAnotherProcess(dir: string, titleAfterLock?: string): Promise<ChildProcess> {
  const lockModule = path.join(process.cwd(), "lib/server/db/lock.ts");
  const code = `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
acquireDataDirLock(${JSON.stringify(dir)});
${titleAfterLock ? `process.title = ${JSON.stringify(titleAfterLock)};` : ""}
console.log("locked");
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "--input-type=module", "-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
}

// `npm start` after a kill -9 in a container: the pid in DATA_DIR/.lock may now belong to an unrelated
// live process. That must not block the start; a lock of a server that still runs must.
describe("the data folder lock", () => {
  let dir: string;
  let other: ChildProcess;
  let holder: ChildProcess | undefined;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-lock-"));
    other = spawn("sleep", ["30"], { stdio: "ignore" });
  });
  afterEach(() => {
    other.kill();
    holder?.kill();
    holder = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const lockFile = () => path.join(dir, ".lock");

  it("takes over a lock whose pid now belongs to another live process (older pid-only file)", () => {
    fs.writeFileSync(lockFile(), String(other.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), "utf8")).toMatch(new RegExp(`^${process.pid}\\b`));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it("takes over a lock whose pid is alive but was started at another time (pid reused)", () => {
    fs.writeFileSync(lockFile(), `${other.pid} 1`);
    acquireDataDirLock(dir)();
  });

  it("takes over a lock of a dead process", () => {
    fs.writeFileSync(lockFile(), "2147483646 123");
    acquireDataDirLock(dir)();
  });

  it("takes over a lock naming a live process that is no server of ours, even with its own start time", () => {
    const started = processStartTime(other.pid ?? 0);
    expect(started).not.toBeNull();
    // As after a reboot: an unrelated process got the dead server's pid at the same tick since boot.
    fs.writeFileSync(lockFile(), `${other.pid} ${started}\nnode scripts/start.ts`);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(), "utf8").split("\n")[0]).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    release();
  });

  it("refuses, naming the pid, while a server of ours holds the folder in another process", async () => {
    holder = await holdLockInAnotherProcess(dir);
    const written = fs.readFileSync(lockFile(), "utf8");
    expect(written.startsWith(`${holder.pid} ${processStartTime(holder.pid ?? 0)}\n`)).toBe(true);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `База данных в папке ${dir} уже открыта другим процессом (pid ${holder.pid}). Остановите его или задайте другую папку через DATA_DIR.`,
    );
    expect(fs.readFileSync(lockFile(), "utf8")).toBe(written);
  });

  it("refuses while the holder runs under another title than it had when it took the lock (Next renames its server)", async () => {
    holder = await holdLockInAnotherProcess(dir, "next-server (v16)");
    expect(fs.readFileSync(`/proc/${holder.pid}/cmdline`, "utf8")).toMatch(/^next-server/);
    expect(() => acquireDataDirLock(dir)).toThrow(/уже открыта другим процессом/);
  });

  it("refuses a lock of an older version (pid and start time only) while that Node.js server runs", async () => {
    holder = await holdLockInAnotherProcess(dir);
    fs.writeFileSync(lockFile(), `${holder.pid} ${processStartTime(holder.pid ?? 0)}`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it("refuses a second lock in the same process and releases only its own file", () => {
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/уже открыта этим процессом/);
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });
});
