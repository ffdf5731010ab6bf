import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSellerArgs } from "@/scripts/seller/run-command";

/** `npm run seller -- …` in-process: what it printed, and the error it stopped with. */
export async function sellerInProcess(args: string[]): Promise<{ stdout: string; failure: string | null }> {
  const out: string[] = [];
  const log = jest.spyOn(console, "log").mockImplementation((...parts: unknown[]) => void out.push(parts.join(" ")));
  try {
    const call = readSellerArgs(args);
    if ("help" in call) console.log(call.help);
    else await call.run();
    return { stdout: out.join("\n"), failure: null };
  } catch (error) {
    return { stdout: out.join("\n"), failure: (error as Error).message };
  } finally {
    log.mockRestore();
  }
}

/** A folder for the seller's JSON files of one test file, removed after it; `write` puts content (JSON unless a string) in a new file. */
export function sellerFiles(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    write(content: unknown): string {
      const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
      fs.writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
      return file;
    },
  };
}
