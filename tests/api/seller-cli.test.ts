import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import { PGlite } from "@electric-sql/pglite";
import { isNull } from "drizzle-orm";
import { verifyPassword } from "@/lib/server/auth/hash-password";
import { getDb, pgliteExtensions } from "@/lib/server/db/client";
import { companies } from "@/lib/server/db/schema";
import { pickImportFiles } from "@/lib/server/imports/pick-import-files";
import { createSite } from "@/lib/server/sites/create-site";
import { listSites } from "@/lib/server/sites/list-sites";
import { updateSiteHosts } from "@/lib/server/sites/update-site-hosts";
import { scratchDataDir } from "../helpers/scratch-data-dir";

// The seller console runs as the seller runs it: a process of its own on a data folder of its own (the
// embedded database, which one process at a time may open). Each spawn costs seconds, so one folder
// carries a sequence of commands, and the rows they wrote are read at the end.
const root = path.resolve(__dirname, "../..");
const dataDir = scratchDataDir("b2b-seller-cli-");

function seller(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/seller.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "", DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env },
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, output: `${run.stdout}${run.stderr}` };
}

/** The scratch folder's database, opened after the console's processes have ended. */
async function readScratch<T>(query: string): Promise<T[]> {
  const client = new PGlite({ dataDir: path.join(dataDir, "pglite"), extensions: pgliteExtensions });
  try {
    return (await client.query<T>(query)).rows;
  } finally {
    await client.close();
  }
}

const EXCHANGE_PASSWORD = "Obmen-1C-secret";
// Two goods with prices of two types and stocks, and an offer of a good the catalogue lacks (a problem line).
const PACKAGE = path.join(root, "tests/fixtures/commerceml-small");

describe("npm run seller (the seller console)", () => {
  it("sets up a seller: a site with hosts, its 1C exchange account, a buyer company, an import, the company approved, the runs", async () => {
    const created = seller(["site:create", "--code", "acme", "--name", "ООО Акме", "--host", "Acme.Local:3000", "--host", "www.acme.local"]);
    expect(created.output).toContain("Создан сайт «acme»");
    expect(created.status).toBe(0);

    // The password comes from the environment and is never printed; the address 1C needs is.
    const exchange = seller(["exchange:set", "--site", "acme.local", "--login", "exchange", "--brand-property", "Бренд", "--zip", "no"], { EXCHANGE_PASSWORD });
    expect(exchange.status).toBe(0);
    expect(exchange.stdout).toContain("http://acme.local:");
    expect(exchange.stdout).toContain("/exchange/1c");
    expect(exchange.output).not.toContain(EXCHANGE_PASSWORD);

    const manager = seller(["managers:create", "--site", "acme", "--name", "Анна Смирнова", "--email", "Anna@acme.ru"]);
    expect(manager.status).toBe(0);

    const user = seller(["users:create", "--site", "acme", "--email", "Buyer@Romashka.ru", "--password", "Pokupatel-2024", "--company-inn", "7707083893", "--company-name", "ООО Ромашка", "--role", "Administrator"]);
    expect(user.stdout).toContain("Создан пользователь buyer@romashka.ru");
    expect(user.status).toBe(0);

    const fresh = seller(["companies", "--site", "acme", "--new"]);
    expect(fresh.status).toBe(0);
    expect(fresh.stdout).toMatch(/7707083893\s+ООО Ромашка/);

    // The first import brings the price types and the warehouse the package names.
    const imported = seller(["import", "--site", "acme", PACKAGE]);
    expect(imported.stdout).toContain("успешно — 1С (CommerceML), консоль, полная выгрузка");
    expect(imported.stdout).toContain("товары: создано 2, обновлено 0, без изменений 0, снято с продажи 0, пропущено 1");
    expect(imported.stdout).toContain("цены 3, остатки 2");
    expect(imported.stdout).toMatch(/offers0_1\.xml:\d+ — товар good-missing .*не найден в каталоге/);
    expect(imported.status).toBe(0);

    const approved = seller(["companies:approve", "--site", "acme", "--inn", "7707083893", "--price-type", "Оптовая", "--manager", "anna@acme.ru"]);
    expect(approved.stdout).toContain("Одобрена компания «ООО Ромашка»");
    expect(approved.stdout).toContain("тип цен: Оптовая; менеджер: Анна Смирнова");
    expect(approved.status).toBe(0);

    // A package that is not XML fails the run: exit 1 with the reason, and the run is listed as failed.
    const broken = fs.mkdtempSync(path.join(dataDir, "broken-"));
    fs.writeFileSync(path.join(broken, "import.xml"), '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация>\n<Каталог></Товар>');
    const failed = seller(["import", "--site", "acme", broken]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/не удалась: import\.xml: .*строке 3/);

    const runs = seller(["runs", "--site", "acme"]);
    expect(runs.status).toBe(0);
    const lines = runs.stdout.trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^2 .*ошибка .*import\.xml$/);
    expect(lines[2]).toMatch(/^1 .*успешно\s+2\s+0\s+0\s+1\s+1\s+import0_1\.xml, offers0_1\.xml$/);

    const hosts = await readScratch<{ host: string; is_primary: boolean }>(
      "select h.host, h.is_primary from site_hosts h join sites s on s.id = h.site_id where s.code = 'acme' order by h.id",
    );
    expect(hosts).toEqual([
      { host: "acme.local", is_primary: true },
      { host: "www.acme.local", is_primary: false },
    ]);
    const [account] = await readScratch<{ login: string; password_hash: string; settings: unknown }>("select login, password_hash, settings from exchange_accounts");
    expect(account.login).toBe("exchange");
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(account.password_hash, EXCHANGE_PASSWORD)).toBe(true);
    expect(account.settings).toEqual({ brandProperties: ["Бренд"], zip: false });

    const goods = await readScratch<{ external_id: string; base_price: number }>("select external_id, base_price from products order by external_id");
    expect(goods).toEqual([
      { external_id: "good-nym", base_price: 6400 },
      { external_id: "good-vvg", base_price: 9550 },
    ]);
    const [company] = await readScratch<{ approved: boolean; price_type: string; manager: string; members: number }>(
      `select c.approved_at is not null as approved, (select name from price_types where id = c.price_type_id) as price_type,
              (select m.name from company_managers cm join managers m on m.id = cm.manager_id where cm.company_id = c.id) as manager,
              (select count(*)::int from company_members cm join users u on u.id = cm.user_id where cm.company_id = c.id and u.email = 'buyer@romashka.ru' and cm.role = 'Administrator') as members
       from companies c`,
    );
    expect(company).toEqual({ approved: true, price_type: "Оптовая", manager: "Анна Смирнова", members: 1 });
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
