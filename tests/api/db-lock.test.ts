import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireDataDirLock, DataDirLockedError, processStartTime } from "@/lib/server/db/lock";

// `npm start` after a kill -9 in a container: the pid in DATA_DIR/.lock may now belong to an unrelated
// live process. That must not block the start; a lock of a server that still runs must.
describe("the data folder lock", () => {
  let dir: string;
  let other: ChildProcess;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-lock-"));
    other = spawn("sleep", ["30"], { stdio: "ignore" });
  });
  afterEach(() => {
    other.kill();
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

  it("refuses while the process that wrote the lock still runs", () => {
    const started = processStartTime(other.pid ?? 0);
    expect(started).not.toBeNull();
    fs.writeFileSync(lockFile(), `${other.pid} ${started}`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(fs.readFileSync(lockFile(), "utf8")).toBe(`${other.pid} ${started}`);
  });

  it("refuses a second lock in the same process and releases only its own file", () => {
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/уже открыта этим процессом/);
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });
});
