import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { GET as companyRoute } from "@/app/api/v1/user/company/route";
import { GET as managerPhoto } from "@/app/media/manager/[file]/route";
import { ZCompanyInfo } from "@/lib/contracts/user";
import { getDb } from "@/lib/server/db/client";
import { managers } from "@/lib/server/db/schema";
import { resolveSite } from "@/lib/server/sites/resolve-site";
import { callRoute, tokenFor } from "../helpers/call-route";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { sellerInProcess as seller } from "../helpers/seller-in-process";

// Issue 22: the help menu's manager dialog shows the manager's photo, which the seller sets with the
// console (`managers:photo`); it is served from /media/manager with caching headers, per site.
const dataDir = scratchDataDir("b2b-manager-photos-");
const file = (name: string, bytes: Buffer) => {
  const full = path.join(dataDir, name);
  fs.writeFileSync(full, bytes);
  return full;
};

async function siteId(host: string): Promise<number> {
  const site = await resolveSite(host);
  if (!site) throw new Error(`no site ${host}`);
  return site.id;
}

async function managerId(host: string, name: string): Promise<number> {
  const [row] = await getDb()
    .select({ id: managers.id })
    .from(managers)
    .where(and(eq(managers.siteId, await siteId(host)), eq(managers.name, name)));
  if (!row) throw new Error(`no manager ${name} on ${host}`);
  return row.id;
}

/** The demo buyer's managers as GET /api/v1/user/company answers them (parsed with its contract). */
async function buyersManagers(): Promise<{ name: string; photo: string | null }[]> {
  const answer = await callRoute(companyRoute, { path: "/api/v1/user/company", token: await tokenFor("buyer@demo.test") });
  expect(answer.status).toBe(200);
  return ZCompanyInfo.parse(answer.json).managers;
}

const photoFile = (photo: string | null) => path.posix.basename(photo ?? "");
/** GET /media/manager/{file} on a host, as a browser asks for it. */
const getPhoto = (host: string, photo: string | null) =>
  managerPhoto(new Request(`http://${host}/media/manager/${photoFile(photo)}`, { headers: { host } }), { params: Promise.resolve({ file: photoFile(photo) }) });
const portrait = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#3366aa" } }).jpeg().toBuffer();

describe("managers' photos (npm run seller -- managers:photo, GET /media/manager/{file})", () => {
  it("a JPG becomes the manager's 256×256 WebP: the buyer's company lists its address, served with long caching on this site only", async () => {
    const kuzmin = await managerId("localhost", "Кузьмин Павел Андреевич");
    const run = await seller(["managers:photo", "--site", "demo", "--id", String(kuzmin), "--file", file("kuzmin.jpg", await portrait(800, 600))]);
    expect(run.failure).toBeNull();
    expect(run.stdout).toMatch(/^Фото менеджера «Кузьмин Павел Андреевич»: \/media\/manager\/[0-9a-f]{64}\.webp$/);

    const photo = (await buyersManagers()).find((m) => m.name === "Кузьмин Павел Андреевич")?.photo ?? null;
    expect(photo).toMatch(/^\/media\/manager\/[0-9a-f]{64}\.webp$/);
    const served = await getPhoto("localhost", photo);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

    // Another seller's host does not serve it, nor does a made-up or path-like name.
    expect((await getPhoto("second.localhost", photo)).status).toBe(404);
    expect((await getPhoto("localhost", "../../auth-secret")).status).toBe(404);
    expect((await getPhoto("localhost", `${"0".repeat(64)}.webp`)).status).toBe(404);
    expect((await seller(["managers", "--site", "demo"])).stdout).toMatch(/Кузьмин Павел Андреевич.*есть/);
  });

  it("refuses a file that is not an image, a broken one and one over 2 MB with the reason, changing nothing", async () => {
    const belova = await managerId("localhost", "Белова Анна Игоревна");
    const before = await getDb().select({ photoPath: managers.photoPath }).from(managers).where(eq(managers.id, belova));
    const cases: [string, Buffer, RegExp][] = [
      ["price.pdf", Buffer.from("%PDF-1.4 not a photo"), /^Фото менеджера — изображение в формате JPG или PNG$/],
      ["broken.png", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]), /^Не удалось прочитать фото менеджера$/],
      ["huge.jpg", Buffer.concat([await portrait(64, 64), Buffer.alloc(2 * 1024 * 1024)]), /^Фото менеджера не должно быть больше 2 МБ$/],
    ];
    for (const [name, bytes, message] of cases) {
      const run = await seller(["managers:photo", "--site", "demo", "--id", String(belova), "--file", file(name, bytes)]);
      expect(run.failure).toMatch(message);
    }
    expect(await getDb().select({ photoPath: managers.photoPath }).from(managers).where(eq(managers.id, belova))).toEqual(before);
    expect((await seller(["managers:photo", "--site", "demo", "--id", String(belova)])).failure).toMatch(/^укажите --file или --remove/);
    expect((await seller(["managers:photo", "--site", "demo", "--id", String(belova), "--file", path.join(dataDir, "nope.jpg")])).failure).toMatch(/нет файла/);
  });

  it("another seller's manager is not found through this site; --remove brings the initials back and the file goes", async () => {
    const secondManager = (await getDb().select({ id: managers.id }).from(managers).where(eq(managers.siteId, await siteId("second.localhost"))).limit(1))[0];
    const jpg = file("other.jpg", await portrait(300, 300));
    expect((await seller(["managers:photo", "--site", "demo", "--id", String(secondManager.id), "--file", jpg])).failure).toBe(`У сайта нет менеджера № ${secondManager.id}`);
    expect((await getDb().select({ photoPath: managers.photoPath }).from(managers).where(eq(managers.id, secondManager.id)))[0].photoPath).toBeNull();

    const kuzmin = await managerId("localhost", "Кузьмин Павел Андреевич");
    await seller(["managers:photo", "--site", "demo", "--id", String(kuzmin), "--file", jpg]);
    const photo = (await buyersManagers()).find((m) => m.name === "Кузьмин Павел Андреевич")?.photo ?? null;
    expect((await getPhoto("localhost", photo)).status).toBe(200);
    const removed = await seller(["managers:photo", "--site", "demo", "--id", String(kuzmin), "--remove"]);
    expect(removed.stdout).toBe("У менеджера «Кузьмин Павел Андреевич» нет фото: покупатели видят инициалы");
    expect((await buyersManagers()).find((m) => m.name === "Кузьмин Павел Андреевич")?.photo).toBeNull();
    expect((await getPhoto("localhost", photo)).status).toBe(404);
  });
});
