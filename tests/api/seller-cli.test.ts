import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import { isNull, sql } from "drizzle-orm";
import { verifyPassword } from "@/lib/server/auth/hash-password";
import { getDb } from "@/lib/server/db/client";
import { companies } from "@/lib/server/db/schema";
import { pickImportFiles } from "@/lib/server/imports/pick-import-files";
import { createSite } from "@/lib/server/sites/create-site";
import { listSites } from "@/lib/server/sites/list-sites";
import { updateSiteHosts } from "@/lib/server/sites/update-site-hosts";
import { readSellerArgs } from "@/scripts/seller/run-command";
import { scratchDataDir } from "../helpers/scratch-data-dir";

// The seller console runs as the seller runs it — a process of its own on a data folder of its own (the
// embedded database, which one process at a time may open) — in two spawns: a command on a fresh folder
// (the tables made first) and a failing one (exit 1 with the reason). A spawn costs seconds, so the
// seller's whole set-up runs through the same dispatch in-process, on the test database.
const root = path.resolve(__dirname, "../..");
const dataDir = scratchDataDir("b2b-seller-cli-");

function spawnSeller(args: string[]) {
  const run = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/seller.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "", DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    timeout: 300_000, // ≈ 10 s alone; minutes on the loaded CI machine (cli.test.ts)
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** One console command in-process: what it printed, and the error it ended with (the process's exit 1). */
async function seller(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const log = jest.spyOn(console, "log").mockImplementation((...parts: unknown[]) => void out.push(parts.join(" ")));
  const error = jest.spyOn(console, "error").mockImplementation((...parts: unknown[]) => void err.push(parts.join(" ")));
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  let failure: string | null = null;
  try {
    const call = readSellerArgs(args);
    if ("help" in call) console.log(call.help);
    else await call.run();
  } catch (e) {
    failure = (e as Error).message;
  } finally {
    log.mockRestore();
    error.mockRestore();
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  const stdout = out.join("\n");
  const stderr = [...err, ...(failure ? [failure] : [])].join("\n");
  return { failure, stdout, stderr, output: `${stdout}\n${stderr}` };
}

async function rows<T>(query: string): Promise<T[]> {
  return ((await getDb().execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const EXCHANGE_PASSWORD = "Obmen-1C-secret";
// Two goods with prices of two types and stocks, and an offer of a good the catalogue lacks (a problem line).
const PACKAGE = path.join(root, "tests/fixtures/commerceml-small");

describe("npm run seller (the seller console) as a process", () => {
  it("makes its tables on a fresh data folder, creates a site, and exits 1 with the reason when an import fails", () => {
    const created = spawnSeller(["site:create", "--code", "acme", "--name", "ООО Акме", "--host", "acme.local"]);
    expect(created.stdout).toContain("Создан сайт «acme»");
    expect(created.stderr).toContain("Применены миграции");
    expect(created.status).toBe(0);

    const broken = fs.mkdtempSync(path.join(dataDir, "broken-"));
    fs.writeFileSync(path.join(broken, "import.xml"), '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация>\n<Каталог></Товар>');
    const failed = spawnSeller(["import", "--site", "acme", broken]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/Ошибка: .*не удалась: import\.xml: .*строке 3/);
  }, 300_000);
});

describe("npm run seller (the seller console)", () => {
  it("sets up a seller: a site with hosts, its 1C exchange account, a buyer company, an import, the company approved, the runs", async () => {
    const created = await seller(["site:create", "--code", "acme", "--name", "ООО Акме", "--host", "Acme.Local:3000", "--host", "www.acme.local"]);
    expect(created.output).toContain("Создан сайт «acme»");
    expect(created.failure).toBeNull();

    // The password comes from the environment and is never printed; the address 1C needs is.
    const exchange = await seller(["exchange:set", "--site", "acme.local", "--login", "exchange", "--brand-property", "Бренд", "--zip", "no"], { EXCHANGE_PASSWORD });
    expect(exchange.failure).toBeNull();
    expect(exchange.stdout).toContain("http://acme.local:");
    expect(exchange.stdout).toContain("/exchange/1c");
    expect(exchange.output).not.toContain(EXCHANGE_PASSWORD);

    const manager = await seller(["managers:create", "--site", "acme", "--name", "Анна Смирнова", "--email", "Anna@acme.ru"]);
    expect(manager.failure).toBeNull();

    const user = await seller(["users:create", "--site", "acme", "--email", "Buyer@Romashka.ru", "--password", "Pokupatel-2024", "--company-inn", "7707083893", "--company-name", "ООО Ромашка", "--role", "Administrator"]);
    expect(user.stdout).toContain("Создан пользователь buyer@romashka.ru");
    expect(user.failure).toBeNull();

    const fresh = await seller(["companies", "--site", "acme", "--new"]);
    expect(fresh.failure).toBeNull();
    expect(fresh.stdout).toMatch(/7707083893\s+ООО Ромашка/);

    // The first import brings the price types and the warehouse the package names.
    const imported = await seller(["import", "--site", "acme", PACKAGE]);
    expect(imported.stdout).toContain("успешно — 1С (CommerceML), консоль, полная выгрузка");
    expect(imported.stdout).toContain("товары: создано 2, обновлено 0, без изменений 0, снято с продажи 0, пропущено 1");
    expect(imported.stdout).toContain("цены 3, остатки 2");
    expect(imported.stdout).toMatch(/offers0_1\.xml:\d+ — товар good-missing .*не найден в каталоге/);
    expect(imported.failure).toBeNull();

    const approved = await seller(["companies:approve", "--site", "acme", "--inn", "7707083893", "--price-type", "Оптовая", "--manager", "anna@acme.ru"]);
    expect(approved.stdout).toContain("Одобрена компания «ООО Ромашка»");
    expect(approved.stdout).toContain("тип цен: Оптовая; менеджер: Анна Смирнова");
    expect(approved.failure).toBeNull();

    // A package that is not XML fails the run, and the run is listed as failed.
    const broken = fs.mkdtempSync(path.join(dataDir, "broken-"));
    fs.writeFileSync(path.join(broken, "import.xml"), '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация>\n<Каталог></Товар>');
    const failed = await seller(["import", "--site", "acme", broken]);
    expect(failed.failure).toMatch(/не удалась: import\.xml: .*строке 3/);

    const runs = await seller(["runs", "--site", "acme"]);
    expect(runs.failure).toBeNull();
    const lines = runs.stdout.trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d+ .*ошибка .*import\.xml$/);
    expect(lines[2]).toMatch(/^\d+ .*успешно\s+2\s+0\s+0\s+1\s+1\s+import0_1\.xml, offers0_1\.xml$/);

    const site = "(select id from sites where code = 'acme')";
    const hosts = await rows<{ host: string; is_primary: boolean }>(`select host, is_primary from site_hosts where site_id = ${site} order by id`);
    expect(hosts).toEqual([
      { host: "acme.local", is_primary: true },
      { host: "www.acme.local", is_primary: false },
    ]);
    const [account] = await rows<{ login: string; password_hash: string; settings: unknown }>(`select login, password_hash, settings from exchange_accounts where site_id = ${site}`);
    expect(account.login).toBe("exchange");
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(account.password_hash, EXCHANGE_PASSWORD)).toBe(true);
    expect(account.settings).toEqual({ brandProperties: ["Бренд"], zip: false });

    const goods = await rows<{ external_id: string; base_price: number }>(`select external_id, base_price::int as base_price from products where site_id = ${site} order by external_id`);
    expect(goods).toEqual([
      { external_id: "good-nym", base_price: 6400 },
      { external_id: "good-vvg", base_price: 9550 },
    ]);
    const [company] = await rows<{ approved: boolean; price_type: string; manager: string; members: number }>(
      `select c.approved_at is not null as approved, (select name from price_types where id = c.price_type_id) as price_type,
              (select m.name from company_managers cm join managers m on m.id = cm.manager_id where cm.company_id = c.id) as manager,
              (select count(*)::int from company_members cm join users u on u.id = cm.user_id where cm.company_id = c.id and u.email = 'buyer@romashka.ru' and cm.role = 'Administrator') as members
       from companies c where c.site_id = ${site}`,
    );
    expect(company).toEqual({ approved: true, price_type: "Оптовая", manager: "Анна Смирнова", members: 1 });

    expect((await seller(["help", "import"])).stdout).toContain("npm run seller -- import");
    expect((await seller(["nonsense"])).failure).toContain("нет команды «nonsense»");
  }, 600_000);
});

describe("sites and hosts (the services behind site:create and site:hosts, on the demo database)", () => {
  it("refuses a host another site answers on, whatever its case or port", async () => {
    await expect(createSite({ code: "other", name: "Другой", hosts: ["new.local", "LOCALHOST:3000"] })).rejects.toThrow("хост localhost уже занят сайтом «demo»");
    await expect(createSite({ code: "demo", name: "Другой", hosts: ["new.local"] })).rejects.toThrow("сайт с кодом «demo» уже есть");
    expect(await listSites()).not.toContainEqual(expect.objectContaining({ code: "other" }));
  });

  it("adds, removes and switches the primary host; a site keeps one", async () => {
    const { id } = await createSite({ code: "hosts", name: "Хосты", hosts: ["a.hosts.local", "b.hosts.local"] });
    await expect(updateSiteHosts(id, { add: ["second.localhost"] })).rejects.toThrow("уже занят сайтом «second»");
    expect(await updateSiteHosts(id, { add: ["C.hosts.local"], remove: ["a.hosts.local"] })).toEqual([
      { host: "b.hosts.local", isPrimary: true },
      { host: "c.hosts.local", isPrimary: false },
    ]);
    expect(await updateSiteHosts(id, { primary: "c.hosts.local" })).toEqual([
      { host: "c.hosts.local", isPrimary: true },
      { host: "b.hosts.local", isPrimary: false },
    ]);
    await expect(updateSiteHosts(id, { remove: ["b.hosts.local", "c.hosts.local"] })).rejects.toThrow("хотя бы один хост");
    await expect(updateSiteHosts(id, { add: ["http://d.hosts.local/"] })).rejects.toThrow("не имя хоста");
  });
});

describe("the demo seed", () => {
  it("marks its demo companies approved (they trade already)", async () => {
    const unapproved = await getDb().select({ id: companies.id }).from(companies).where(isNull(companies.approvedAt));
    expect(unapproved).toEqual([]);
  });
});

describe("what `import` reads", () => {
  const dir = fs.mkdtempSync(path.join(dataDir, "package-"));

  it("takes a 1C folder's files in 1C's order: catalogue, offers, prices, stocks", () => {
    for (const name of ["rests0_1.xml", "offers0_1.xml", "import1_1.xml", "prices0_1.xml", "import0_1.xml", "orders.xml", "readme.txt"]) fs.writeFileSync(path.join(dir, name), "<x/>");
    expect(pickImportFiles(dir)).toEqual({ source: "commerceml", folder: dir, files: ["import0_1.xml", "import1_1.xml", "offers0_1.xml", "prices0_1.xml", "rests0_1.xml"] });
  });

  it("tells a YML feed from a CommerceML file by the root element, in the file's own encoding", () => {
    const yml = path.join(dir, "feed.xml");
    fs.writeFileSync(yml, '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE yml_catalog SYSTEM "shops.dtd">\n<yml_catalog date="2024-01-01"><shop/></yml_catalog>');
    expect(pickImportFiles(yml)).toEqual({ source: "yml", folder: dir, files: ["feed.xml"] });
    const cml = path.join(dir, "goods.xml");
    fs.writeFileSync(cml, iconv.encode('<?xml version="1.0" encoding="windows-1251"?>\n<!-- 1С -->\n<КоммерческаяИнформация ВерсияСхемы="2.05"/>', "windows-1251"));
    expect(pickImportFiles(cml).source).toBe("commerceml");
    fs.writeFileSync(path.join(dir, "price.xlsx"), "");
    expect(pickImportFiles(path.join(dir, "price.xlsx")).source).toBe("table");
  });

  it("refuses what it cannot read, naming it", () => {
    fs.writeFileSync(path.join(dir, "other.xml"), "<rss/>");
    expect(() => pickImportFiles(path.join(dir, "other.xml"))).toThrow("корневой элемент <rss>");
    expect(() => pickImportFiles(path.join(dir, "missing"))).toThrow("нет файла или папки");
    expect(() => pickImportFiles(fs.mkdtempSync(path.join(dataDir, "empty-")))).toThrow("нет файлов выгрузки 1С");
  });
});
