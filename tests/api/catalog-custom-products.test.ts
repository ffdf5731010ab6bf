import sharp from "sharp";
import { POST as createProduct } from "@/app/api/v1/product-custom/route";
import { GET as getProduct, PUT as updateProduct } from "@/app/api/v1/product-custom/[id]/route";
import { POST as uploadPhoto } from "@/app/api/v1/product-custom/[id]/upload-photo/route";
import { DELETE as deletePhoto } from "@/app/api/v1/product-custom/[id]/delete-photo/route";
import { GET as photoFile } from "@/app/media/custom-product/[file]/route";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { callRoute, tokenFor } from "../helpers/call-route";

// Photos are written under DATA_DIR/uploads: a scratch folder, not the developer's data.
scratchDataDir("b2b-custom-photos-");

type TError = { message: string; errors?: Record<string, string[]> };
type TCustom = {
  id: number;
  type: "custom";
  name: string;
  article: string | null;
  brand: string | null;
  manufacturer: string | null;
  unit: string;
  price: string | null;
  description: string | null;
  image: string | null;
  createdAt: string;
  updatedAt: string;
};

const create = (token: string | undefined, body: unknown, host?: string) => callRoute<TCustom & TError>(createProduct, { path: "/api/v1/product-custom", token, body, host });
const read = (token: string | undefined, id: number | string, host?: string) =>
  callRoute<TCustom & TError>(getProduct, { path: `/api/v1/product-custom/${id}`, token, params: { id: String(id) }, host });
const update = (token: string, id: number | string, body: unknown) =>
  callRoute<TCustom & TError>(updateProduct, { method: "PUT", path: `/api/v1/product-custom/${id}`, token, body, params: { id: String(id) } });
const upload = (token: string, id: number, body: unknown, headers?: Record<string, string>) =>
  callRoute<TCustom & TError>(uploadPhoto, { path: `/api/v1/product-custom/${id}/upload-photo`, token, body, params: { id: String(id) }, headers });
const dropPhoto = (token: string, id: number) =>
  callRoute<TCustom & TError>(deletePhoto, { method: "DELETE", path: `/api/v1/product-custom/${id}/delete-photo`, token, params: { id: String(id) } });

function photoForm(bytes: Buffer, name: string, type: string, field = "photo"): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

async function serve(url: string, host = "localhost") {
  const file = url.split("/").pop() ?? "";
  return photoFile(new Request(`http://${host}${url}`, { headers: { host } }), { params: Promise.resolve({ file }) });
}

describe("custom products", () => {
  it("need sign-in", async () => {
    expect((await create(undefined, { name: "Кабель" })).status).toBe(401);
    expect((await read(undefined, 1)).status).toBe(401);
  });

  it("are created from a name alone", async () => {
    const token = await tokenFor("buyer@demo.test");
    const res = await create(token, { name: "  Щит учёта самодельный  " });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      type: "custom",
      name: "Щит учёта самодельный",
      article: null,
      brand: null,
      manufacturer: null,
      unit: "шт",
      price: null,
      description: null,
      image: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await read(token, res.json.id)).json).toEqual(res.json);
  });

  it("keep every field, with the price in roubles and kopecks exact", async () => {
    const token = await tokenFor("buyer@demo.test");
    const res = await create(token, { name: "Кабель ВВГнг 3х2,5", article: "ВВГ-3-2.5", brand: "Кабэкс", manufacturer: "Кабэкс", unit: "м", price: "1234,5", description: "Бухта 100 м" });
    expect(res.status).toBe(201);
    expect(res.json).toEqual(expect.objectContaining({ article: "ВВГ-3-2.5", brand: "Кабэкс", manufacturer: "Кабэкс", unit: "м", price: "1234.50", description: "Бухта 100 м" }));
    expect((await create(token, { name: "Копейки", price: 0.1 })).json.price).toBe("0.10");
    expect((await create(token, { name: "Целое", price: 99 })).json.price).toBe("99.00");
  });

  it("reject bad input with field errors", async () => {
    const token = await tokenFor("buyer@demo.test");
    const cases: [unknown, string][] = [
      [{}, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(256) }, "name"],
      [{ name: "Товар", price: "-5" }, "price"],
      [{ name: "Товар", price: "12.345" }, "price"],
      [{ name: "Товар", price: "abc" }, "price"],
      [{ name: "Товар", price: 1e21 }, "price"],
      [{ name: "Товар", unit: "" }, "unit"],
      [{ name: "Товар", article: "x".repeat(101) }, "article"],
      [{ name: "Товар", description: 5 }, "description"],
    ];
    for (const [body, field] of cases) {
      const res = await create(token, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.errors ?? {})).toEqual([field]);
    }
  });

  it("are changed field by field; null clears an optional field; bad input changes nothing", async () => {
    const token = await tokenFor("buyer@demo.test");
    const created = (await create(token, { name: "Светильник", article: "SV-1", price: "500", description: "Старое описание" })).json;
    const res = await update(token, created.id, { price: "450.90", description: null, brand: "Свой" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expect.objectContaining({ name: "Светильник", article: "SV-1", price: "450.90", description: null, brand: "Свой" }));
    const bad = await update(token, created.id, { name: "", price: "дорого" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {}).sort()).toEqual(["name", "price"]);
    expect((await read(token, created.id)).json).toEqual(res.json);
  });

  it("belong to the buyer's company: a colleague sees them, another company, site or user without it gets 404", async () => {
    const owner = await tokenFor("buyer@demo.test");
    const created = (await create(owner, { name: "Общий товар компании" })).json;
    // multi@demo.test works in the same company («Ромашка» is active for both).
    expect((await read(await tokenFor("multi@demo.test"), created.id)).status).toBe(200);
    const outsider = await tokenFor("individual@demo.test");
    const foreign = await read(outsider, created.id);
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe("Товар не найден");
    expect((await update(outsider, created.id, { name: "Чужой" })).status).toBe(404);
    expect((await read(owner, created.id)).json.name).toBe("Общий товар компании");
    expect((await read(await tokenFor("buyer@demo.test", "second.localhost"), created.id, "second.localhost")).status).toBe(404);
    expect((await read(owner, created.id, "second.localhost")).status).toBe(401);
    expect((await read(owner, "abc")).status).toBe(400);
  });

  describe("photo", () => {
    it("takes a PNG judged by its bytes, re-encodes it and serves it only on its own site", async () => {
      const token = await tokenFor("buyer@demo.test");
      const product = (await create(token, { name: "С фото" })).json;
      const png = await sharp({ create: { width: 2400, height: 1200, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 0.5 } } }).png().toBuffer();
      const res = await upload(token, product.id, photoForm(png, "photo.jpg", "image/jpeg"));
      expect(res.status).toBe(200);
      expect(res.json.image).toMatch(/^\/media\/custom-product\/[0-9a-f]{32}\.png$/);
      expect((await read(token, product.id)).json.image).toBe(res.json.image);
      const served = await serve(res.json.image ?? "");
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1600, 800]);
      expect((await serve(res.json.image ?? "", "second.localhost")).status).toBe(404);
      expect((await serve("/media/custom-product/../../etc/passwd")).status).toBe(404);
    });

    it("takes a JPEG named .png, and a new upload replaces (and deletes) the old file", async () => {
      const token = await tokenFor("buyer@demo.test");
      const product = (await create(token, { name: "Замена фото" })).json;
      const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2a2" } }).jpeg().toBuffer();
      const first = await upload(token, product.id, photoForm(jpeg, "photo.png", "application/octet-stream"));
      expect(first.json.image).toMatch(/\.jpg$/);
      const second = await upload(token, product.id, photoForm(jpeg, "photo.jpg", "image/jpeg"));
      expect(second.json.image).not.toBe(first.json.image);
      expect((await serve(first.json.image ?? "")).status).toBe(404);
      expect((await serve(second.json.image ?? "")).status).toBe(200);
    });

    it("refuses other types with 415, files over 2 MB with 413, a missing field with 400, and changes nothing", async () => {
      const token = await tokenFor("buyer@demo.test");
      const product = (await create(token, { name: "Без фото" })).json;
      const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
      const asGif = await upload(token, product.id, photoForm(gif, "photo.png", "image/png"));
      expect(asGif.status).toBe(415);
      expect(asGif.json.message).toBe("Загрузите изображение в формате JPG или PNG");
      const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
      expect((await upload(token, product.id, photoForm(fakePng, "photo.png", "image/png"))).status).toBe(415);
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024, 7)]);
      const tooBig = await upload(token, product.id, photoForm(big, "big.jpg", "image/jpeg"));
      expect(tooBig.status).toBe(413);
      expect(tooBig.json.message).toBe("Размер файла не должен превышать 2 МБ");
      const wrongField = await upload(token, product.id, photoForm(gif, "photo.png", "image/png", "data"));
      expect(wrongField.status).toBe(400);
      expect(wrongField.json.errors?.photo).toBeDefined();
      expect((await upload(token, product.id, { photo: "inline" })).status).toBe(415);
      expect((await read(token, product.id)).json.image).toBeNull();
    });

    it("of another company's product cannot be uploaded or deleted", async () => {
      const owner = await tokenFor("buyer@demo.test");
      const product = (await create(owner, { name: "Чужое фото" })).json;
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#f00" } }).png().toBuffer();
      const outsider = await tokenFor("individual@demo.test");
      expect((await upload(outsider, product.id, photoForm(png, "a.png", "image/png"))).status).toBe(404);
      expect((await dropPhoto(outsider, product.id)).status).toBe(404);
      expect((await read(owner, product.id)).json.image).toBeNull();
    });

    it("is deleted with delete-photo or imageDeleted, and the file goes with it", async () => {
      const token = await tokenFor("buyer@demo.test");
      const product = (await create(token, { name: "Удаление фото" })).json;
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#00f" } }).png().toBuffer();
      const withPhoto = (await upload(token, product.id, photoForm(png, "a.png", "image/png"))).json;
      const res = await dropPhoto(token, product.id);
      expect(res.status).toBe(200);
      expect(res.json.image).toBeNull();
      expect((await serve(withPhoto.image ?? "")).status).toBe(404);
      const again = (await upload(token, product.id, photoForm(png, "a.png", "image/png"))).json;
      const cleared = await update(token, product.id, { imageDeleted: true });
      expect(cleared.json.image).toBeNull();
      expect((await serve(again.image ?? "")).status).toBe(404);
      expect((await dropPhoto(token, product.id)).status).toBe(200);
    });
  });
});
