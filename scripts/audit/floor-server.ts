// The floor page (issue 20, scripts/audit/floor/): a bare Next 16 app with the storefront's two providers,
// built by `npm run audit:floor`. The audits measure it in the same run as our pages: `--floor-url=` names
// a running one; otherwise it is served here with `next start` on FLOOR_PORT (default 3099) and stopped
// at the end.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const floorDir = path.join(process.cwd(), "scripts/audit/floor");

export type TFloor = { url: string; stop: () => void };

async function waitForAnswer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the floor server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the floor page did not answer at ${url} within 60 s`);
}

export async function startFloor(): Promise<TFloor> {
  const given = process.argv.find((arg) => arg.startsWith("--floor-url="))?.slice("--floor-url=".length);
  if (given) return { url: given, stop: () => undefined };
  if (!fs.existsSync(path.join(floorDir, ".next-floor/BUILD_ID"))) throw new Error("The floor page is not built: run `npm run audit:floor` first.");
  const port = process.env.FLOOR_PORT ?? "3099";
  const child = spawn(process.execPath, [path.join(process.cwd(), "node_modules/next/dist/bin/next"), "start", floorDir, "-p", port], { stdio: "ignore" });
  const url = `http://localhost:${port}/`;
  try {
    await waitForAnswer(url, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { url, stop: () => child.kill() };
}
