import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { exchangeAccounts } from "@/lib/server/db/schema";
import { freshIp, siteOf } from "../helpers/auth-helpers";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { DEMO_1C_FOLDER, DEMO_EXCHANGE, exchange, signIn1C, uploadInParts, zipOf } from "./exchange-fixtures";

const dataDir = scratchDataDir("b2b-exchange-protocol-");
const demoFile = path.join(DEMO_1C_FOLDER, "import0_1.xml");
const MB = 1024 * 1024;

async function folderOf(host = "localhost") {
  return path.join(dataDir, "exchange", String((await siteOf(host)).id));
}


const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

beforeAll(async () => {
  // Parts of 1 MB, so the 2.6 MB demo file goes in three calls as 1C would send it.
  const site = await siteOf("localhost");
  await getDb().update(exchangeAccounts).set({ settings: { fileLimit: MB, zip: true } }).where(eq(exchangeAccounts.siteId, site.id));
});

describe("GET /exchange/1c?mode=checkauth", () => {
  it("answers success with a cookie for the right credentials, and the cookie opens the session", async () => {
    const res = await exchange({ mode: "checkauth", auth: DEMO_EXCHANGE, headers: freshIp() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.lines).toHaveLength(3);
    expect(res.lines[0]).toBe("success");
    expect(res.lines[1]).toBe("b2b_exchange");
    expect(res.lines[2]).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.headers.get("set-cookie")).toContain(`b2b_exchange=${res.lines[2]}`);
    const init = await exchange({ mode: "init", cookie: `${res.lines[1]}=${res.lines[2]}` });
    expect(init.lines).toEqual(["zip=yes", `file_limit=${MB}`]);
  });

  it("answers failure with a reason in Russian for a wrong password, an unknown login or no credentials", async () => {
    const headers = freshIp();
    expect((await exchange({ mode: "checkauth", auth: { login: "exchange", password: "wrong" }, headers })).lines).toEqual(["failure", "Неверный логин или пароль обмена"]);
    expect((await exchange({ mode: "checkauth", auth: { login: "admin", password: "demo12345" }, headers })).lines).toEqual(["failure", "Неверный логин или пароль обмена"]);
    expect((await exchange({ mode: "checkauth", headers })).lines).toEqual(["failure", "Не указаны логин и пароль обмена"]);
  });

  it("the demo credentials of one site do not open another site's exchange session", async () => {
    const cookie = await signIn1C("second.localhost", "catalog", freshIp());
    expect((await exchange({ mode: "init", cookie })).lines[0]).toBe("failure");
    expect((await exchange({ host: "second.localhost", mode: "init", cookie })).lines[0]).toBe("zip=yes");
  });

  it("limits wrong credentials per address: the 11th attempt in 15 minutes is 429, even with the right password", async () => {
    const headers = freshIp();
    for (let i = 0; i < 10; i++) expect((await exchange({ mode: "checkauth", auth: { login: "exchange", password: `bad${i}` }, headers })).lines[0]).toBe("failure");
    const blocked = await exchange({ mode: "checkauth", auth: DEMO_EXCHANGE, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.lines[0]).toBe("failure");
    expect(blocked.lines[1]).toMatch(/Слишком много попыток/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await exchange({ mode: "checkauth", auth: DEMO_EXCHANGE, headers: freshIp() })).lines[0]).toBe("success");
  });

  it("answers 404 on a host that is no site", async () => {
    expect((await exchange({ host: "nowhere.example", mode: "checkauth", auth: DEMO_EXCHANGE })).status).toBe(404);
  });
});

describe("the modes after checkauth", () => {
  it("refuse without a session, with a made-up cookie, and for an unknown type or mode", async () => {
    for (const mode of ["init", "file", "import"]) expect((await exchange({ mode, filename: "a.xml", body: mode === "file" ? "x" : undefined })).lines[0]).toBe("failure");
    const res = await exchange({ mode: "init", cookie: "b2b_exchange=made-up" });
    expect(res.lines).toEqual(["failure", expect.stringContaining("Сессия обмена не начата или истекла")]);
    expect((await exchange({ type: "sale", mode: "query" })).lines[0]).toBe("failure");
    const cookie = await signIn1C("localhost", "catalog", freshIp());
    expect((await exchange({ mode: "explode", cookie })).lines).toEqual(["failure", "Неизвестный запрос обмена: type=catalog, mode=explode"]);
    expect((await exchange({ type: "stock", mode: "init", cookie })).lines[0]).toBe("failure");
  });
});

describe("POST /exchange/1c?type=catalog&mode=file", () => {
  it("appends the parts of one file in order: the file on disk is the file 1C sent", async () => {
    const cookie = await signIn1C("localhost", "catalog", freshIp());
    expect((await exchange({ mode: "init", cookie })).lines).toEqual(["zip=yes", `file_limit=${MB}`]);
    const data = fs.readFileSync(demoFile);
    const answers = await uploadInParts(cookie, "import0_1.xml", data, MB);
    expect(answers).toEqual(["success\n", "success\n", "success\n"]);
    expect(sha(fs.readFileSync(path.join(await folderOf(), "import0_1.xml")))).toBe(sha(data));
    // Pictures come with their folders.
    expect((await exchange({ mode: "file", filename: "import_files/ab/abcd.jpg", cookie, body: Buffer.from([0xff, 0xd8, 0xff]) })).lines).toEqual(["success"]);
    expect(fs.readFileSync(path.join(await folderOf(), "import_files/ab/abcd.jpg"))).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The next session's init clears the folder of this one's files.
    await exchange({ mode: "init", cookie: await signIn1C("localhost", "catalog", freshIp()) });
    expect(fs.readdirSync(await folderOf())).toEqual([]);
  });

  it("refuses names that would leave the exchange folder, and writes nothing outside it", async () => {
    const cookie = await signIn1C("localhost", "catalog", freshIp());
    await exchange({ mode: "init", cookie });
    for (const name of ["../evil.xml", "a/../../evil.xml", "/etc/evil.xml", "a\\..\\evil.xml", "C:/evil.xml", "a\u0000.xml", "", "./x.xml"]) {
      const res = await exchange({ mode: "file", filename: name, cookie, body: "<x/>" });
      expect(res.status).toBe(200);
      expect(res.lines[0]).toBe("failure");
    }
    expect(fs.existsSync(path.join(dataDir, "exchange", "evil.xml"))).toBe(false);
    expect(fs.readdirSync(await folderOf())).toEqual([]);
  });

  it("answers 413 for a part over file_limit and keeps the file as it was", async () => {
    const cookie = await signIn1C("localhost", "catalog", freshIp());
    await exchange({ mode: "init", cookie });
    expect((await exchange({ mode: "file", filename: "offers0_1.xml", cookie, body: "<a>" })).lines).toEqual(["success"]);
    const big = await exchange({ mode: "file", filename: "offers0_1.xml", cookie, body: Buffer.alloc(MB + 1, 0x20) });
    expect(big.status).toBe(413);
    expect(big.lines).toEqual(["failure", `Часть файла больше ${MB} байт (file_limit)`]);
    expect(fs.readFileSync(path.join(await folderOf(), "offers0_1.xml"), "utf8")).toBe("<a>");
  });
});

describe("zip packages (unpacked at the first import call)", () => {
  it("unpacks the zip into the folder with its folders, then imports the named file", async () => {
    const cookie = await signIn1C("localhost", "catalog", freshIp());
    await exchange({ mode: "init", cookie });
    const xml = fs.readFileSync(demoFile);
    const zip = await zipOf([
      { name: "import0_1.xml", data: xml },
      { name: "import_files/12/1234.jpg", data: Buffer.from("jpeg") },
    ]);
    // The demo catalogue packs about 40:1 (≈ 65 KB): sent in parts of 16 KB.
    const part = 16 * 1024;
    expect(zip.length).toBeGreaterThan(2 * part);
    expect(await uploadInParts(cookie, "package.zip", zip, part)).toEqual(Array(Math.ceil(zip.length / part)).fill("success\n"));
    const res = await exchange({ mode: "import", filename: "missing.xml", cookie });
    expect(res.lines).toEqual(["failure", "Файл missing.xml не загружен"]);
    const folder = await folderOf();
    expect(sha(fs.readFileSync(path.join(folder, "import0_1.xml")))).toBe(sha(xml));
    expect(fs.readFileSync(path.join(folder, "import_files/12/1234.jpg"), "utf8")).toBe("jpeg");
    expect(fs.existsSync(path.join(folder, "package.zip"))).toBe(false);
  });

  it("refuses a zip bomb (compression past 100:1) and unpacks nothing of it", async () => {
    const cookie = await signIn1C("localhost", "catalog", freshIp());
    await exchange({ mode: "init", cookie });
    const bomb = await zipOf([
      { name: "ok.xml", data: Buffer.from("<ok/>") },
      { name: "zeros.xml", data: Buffer.alloc(30 * MB) },
    ]);
    expect(bomb.length).toBeLessThan(MB);
    await uploadInParts(cookie, "bomb.zip", bomb, MB);
    const res = await exchange({ mode: "import", filename: "ok.xml", cookie });
    expect(res.lines[0]).toBe("failure");
    expect(res.lines[1]).toMatch(/^Архив bomb\.zip не распакован: .*zip-бомбу/);
    expect(fs.readdirSync(await folderOf())).toEqual([]);
  });

  it("refuses a zip whose entry names leave the folder", async () => {
    const cookie = await signIn1C("localhost", "catalog", freshIp());
    await exchange({ mode: "init", cookie });
    // yazl will not write "../", so the name is patched in place (same length) in both headers.
    const honest = await zipOf([{ name: "aa/evil.xml", data: Buffer.from("<evil/>") }]);
    const evil = Buffer.from(honest.toString("latin1").split("aa/evil.xml").join("../evil.xml"), "latin1");
    await exchange({ mode: "file", filename: "evil.zip", cookie, body: evil });
    const res = await exchange({ mode: "import", filename: "evil.xml", cookie });
    expect(res.lines[0]).toBe("failure");
    expect(res.lines[1]).toMatch(/^Архив evil\.zip не распакован/);
    expect(fs.existsSync(path.join(dataDir, "exchange", "evil.xml"))).toBe(false);
    expect(fs.readdirSync(await folderOf())).toEqual([]);
  });
});

describe("GET /exchange/1c?type=catalog&mode=import", () => {
  it("answers failure for a file never uploaded", async () => {
    const cookie = await signIn1C("localhost", "catalog", freshIp());
    await exchange({ mode: "init", cookie });
    expect((await exchange({ mode: "import", filename: "import0_1.xml", cookie })).lines).toEqual(["failure", "Файл import0_1.xml не загружен"]);
    expect((await exchange({ mode: "import", filename: "../import0_1.xml", cookie })).lines).toEqual(["failure", "Недопустимое имя файла: ../import0_1.xml"]);
    expect((await exchange({ mode: "import", cookie })).lines).toEqual(["failure", "Не указано имя файла (filename)"]);
  });
});
