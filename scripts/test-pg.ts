// npm run test:pg — the API suite against a real PostgreSQL. Uses DATABASE_URL when set; otherwise starts
// a throw-away Debian PostgreSQL cluster on 127.0.0.1 (ICU ru-RU), runs the suite and removes it.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function findPgBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const bin = path.join(base, v, "bin");
    if (fs.existsSync(path.join(bin, "initdb"))) return bin;
  }
  throw new Error("PostgreSQL не установлен: apt-get install -y postgresql (или задайте DATABASE_URL)");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function runSuite(databaseUrl: string): number {
  fs.mkdirSync("reports", { recursive: true });
  const jest = path.join(process.cwd(), "node_modules/jest/bin/jest.js");
  // Paths before the project flag: after it, jest would run the whole suite.
  // One worker: PostgreSQL's transaction horizon is the cluster's, so a second worker's open transaction in
  // its own database holds back what the search feed may prune (search-feed.test.ts) — PGlite files are
  // independent and run on two workers (package.json).
  const run = spawnSync(process.execPath, [jest, ...process.argv.slice(2), "--maxWorkers=1", "--selectProjects", "api"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: "--experimental-vm-modules" },
  });
  return run.status ?? 1;
}

async function withTemporaryCluster(): Promise<number> {
  const bin = findPgBin();
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-pg-"));
  const asPostgres = (cmd: string, args: string[]) =>
    isRoot ? execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "pipe" }) : execFileSync(cmd, args, { stdio: "pipe" });
  if (isRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const data = path.join(dir, "data");
  const port = await freePort();
  asPostgres(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "--encoding=UTF8", "--locale-provider=icu", "--icu-locale=ru-RU", "--locale=C.UTF-8"]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  asPostgres(path.join(bin, "pg_ctl"), ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "start"]);
  console.log(`PostgreSQL запущен на 127.0.0.1:${port}`);
  try {
    return runSuite(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    asPostgres(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

try {
  const url = process.env.DATABASE_URL;
  process.exit(url ? runSuite(url) : await withTemporaryCluster());
} catch (e) {
  console.error(`Ошибка: ${(e as Error).message}`);
  process.exit(1);
}
