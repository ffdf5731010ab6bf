import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Points DATA_DIR (where uploads are written) at a fresh scratch folder for this test file, and puts
 * the previous value back and removes the folder after it. Call it at the top of the file.
 */
export function scratchDataDir(prefix: string): string {
  const previous = process.env.DATA_DIR;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.DATA_DIR = dir;
  afterAll(() => {
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}
