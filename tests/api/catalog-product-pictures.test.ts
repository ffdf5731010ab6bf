import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { GET as productList } from "@/app/api/v1/product/route";
import { GET as productOne } from "@/app/api/v1/product/[id]/route";
import { GET as orderOneRoute } from "@/app/api/v1/order/[id]/route";
import { GET as suggest } from "@/app/api/v2/search/suggest/route";
import { GET as mediaFile } from "@/app/media/product/[file]/route";
import type { TCart } from "@/lib/contracts/cart";
import type { TOrderDetail } from "@/lib/contracts/orders";
import { MAX_PICTURE_BYTES, saveProductPicture } from "@/lib/server/catalog/save-product-picture";
import { getDb } from "@/lib/server/db/client";
import { productImages } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { addToCart, orderOne, prepareProduct, pricedProducts, readCart } from "./order-fixtures";

// Pictures are written under DATA_DIR/uploads: a scratch folder, not the developer's data.
const dataDir = scratchDataDir("b2b-product-pictures-");

type TProduct = { id: number; article: string; image: string; images: string[] };
type TError = { message: string };

const one = (id: number, host = "localhost") => callRoute<TProduct & TError>(productOne, { host, path: `/api/v1/product/${id}`, params: { id: String(id) } });

async function serve(url: string, host = "localhost") {
  const file = url.split("/").pop() ?? "";
  const res = await mediaFile(new Request(`http://${host}${url}`, { headers: { host } }), { params: Promise.resolve({ file }) });
  return { status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("cache-control"), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A real small photo-like picture (a gradient, so each colour gives other bytes). */
const picture = (format: "jpeg" | "png" | "webp" | "gif", width: number, height: number, red = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function setPictures(siteId: number, productId: number, keys: string[]) {
  const db = getDb();
  await db.delete(productImages).where(and(eq(productImages.siteId, siteId), eq(productImages.productId, productId)));
  await db.insert(productImages).values(keys.map((key, sort) => ({ siteId, productId, path: key, sort })));
}

describe("real product pictures", () => {
  it("are stored once per content, under a key of the site and the content hash", async () => {
    const site = await siteOf("localhost");
    const jpeg = await picture("jpeg", 300, 200);
    const saved = await saveProductPicture(site.id, jpeg);
    expect(saved?.key).toMatch(new RegExp(`^products/${site.id}/([0-9a-f]{2})/\\1[0-9a-f]{62}\\.jpg$`));
    expect(await saveProductPicture(site.id, jpeg)).toEqual(saved);
    const folder = path.join(dataDir, "uploads", path.dirname(saved?.key ?? ""));
    expect(fs.readdirSync(folder)).toEqual([path.basename(saved?.key ?? "")]);
    expect(fs.readFileSync(path.join(dataDir, "uploads", saved?.key ?? "")).equals(jpeg)).toBe(true);
    for (const [format, ext] of [["png", "png"], ["webp", "webp"], ["gif", "gif"]] as const) {
      expect((await saveProductPicture(site.id, await picture(format, 40, 30)))?.key).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it("are refused when they are no picture, too big, or of absurd dimensions, and nothing is stored", async () => {
    const site = await siteOf("localhost");
    const storedFiles = () => fs.readdirSync(path.join(dataDir, "uploads", "products", String(site.id)), { recursive: true }).filter((f) => path.extname(String(f)) !== "").sort();
    await saveProductPicture(site.id, await picture("jpeg", 10, 10));
    const before = storedFiles();
    expect(await saveProductPicture(site.id, Buffer.from("это не картинка, хотя файл назван photo.jpg"))).toBeNull();
    // The JPEG signature followed by text: the first bytes alone do not make a picture.
    expect(await saveProductPicture(site.id, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("просто текст".repeat(50))]))).toBeNull();
    const jpeg = await picture("jpeg", 64, 64);
    expect(await saveProductPicture(site.id, Buffer.concat([jpeg, Buffer.alloc(MAX_PICTURE_BYTES + 1 - jpeg.length)]))).toBeNull();
    // A strip far longer than any photo, small as a file.
    expect(await saveProductPicture(site.id, await picture("png", 13_000, 2))).toBeNull();
    // A decompression bomb: a few kilobytes that unpack into 64 megapixels.
    const bomb = await picture("png", 8_000, 8_000);
    expect(bomb.length).toBeLessThan(MAX_PICTURE_BYTES);
    expect(await saveProductPicture(site.id, bomb)).toBeNull();
    expect(storedFiles()).toEqual(before);
  });

  it("are the product's image in every payload, served with their type, thumbnailed, and only on their site", async () => {
    const site = await siteOf("localhost");
    const [withPicture, without] = await pricedProducts("localhost", "wholesale", 2);
    const jpeg = await picture("jpeg", 300, 200);
    const png = await picture("png", 120, 160, 30);
    const main = await saveProductPicture(site.id, jpeg);
    const second = await saveProductPicture(site.id, png);
    if (!main || !second) throw new Error("pictures not saved");
    await setPictures(site.id, withPicture.id, [main.key, second.key]);
    const hash = (key: string) => path.basename(key).slice(0, 12);

    const product = await one(withPicture.id);
    expect(product.status).toBe(200);
    const image = `/media/product/${withPicture.id}-${hash(main.key)}.jpg`;
    expect(product.json.image).toBe(image);
    expect(product.json.images).toEqual([image, `/media/product/${withPicture.id}-${hash(second.key)}.png`]);
    expect((await one(without.id)).json).toMatchObject({ image: `/media/product/${without.id}.svg`, images: [] });

    const listed = await callRoute<{ items: TProduct[] }>(productList, { path: "/api/v1/product", query: { keyword: product.json.article } });
    expect(listed.json.items.find((p) => p.id === withPicture.id)?.image).toBe(image);
    const suggested = await callRoute<{ products: TProduct[] }>(suggest, { path: "/api/v2/search/suggest", query: { keyword: product.json.article } });
    expect(suggested.json.products.find((p) => p.id === withPicture.id)?.image).toBe(image);

    const served = await serve(image);
    expect(served).toMatchObject({ status: 200, type: "image/jpeg", cache: "public, max-age=31536000, immutable" });
    expect(served.bytes.equals(jpeg)).toBe(true);
    expect((await serve(product.json.images[1])).type).toBe("image/png");
    // The same hash under another extension is no file of ours.
    expect((await serve(image.replace(/\.jpg$/, ".png"))).status).toBe(404);

    const thumbnail = await serve(image.replace(/\.jpg$/, "-240.webp"));
    expect(thumbnail).toMatchObject({ status: 200, type: "image/webp" });
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: "webp", width: 240, height: 240 });

    // Another site's host: the same addresses are not found, picture and thumbnail alike.
    expect((await serve(image, "second.localhost")).status).toBe(404);
    expect((await serve(image.replace(/\.jpg$/, "-240.webp"), "second.localhost")).status).toBe(404);
    // The placeholder of a product without a picture is still there.
    expect(await serve(`/media/product/${without.id}.svg`)).toMatchObject({ status: 200, type: "image/svg+xml; charset=utf-8" });
  });

  it("show in the cart and the order lines", async () => {
    const site = await siteOf("localhost");
    const [product] = await pricedProducts("localhost", "wholesale", 1, 5);
    const saved = await saveProductPicture(site.id, await picture("jpeg", 80, 80, 90));
    if (!saved) throw new Error("picture not saved");
    await setPictures(site.id, product.id, [saved.key]);
    await prepareProduct("localhost", product.id, { stock: [100] });
    const image = `/media/product/${product.id}-${path.basename(saved.key).slice(0, 12)}.jpg`;
    const token = await tokenFor("buyer@demo.test");
    const placed = await orderOne(token, product.id, 1);
    expect(placed.items.find((i) => i.productId === product.id)?.product?.image).toBe(image);
    const read = await callRoute<TOrderDetail>(orderOneRoute, { path: `/api/v1/order/${placed.id}`, params: { id: String(placed.id) }, token });
    expect(read.json.items.find((i) => i.productId === product.id)?.product?.image).toBe(image);
    expect((await addToCart(token, { productId: product.id, amount: 1 })).status).toBe(200);
    const cart = await readCart(token);
    expect((cart.json as TCart).items.find((i) => i.productId === product.id)?.image).toBe(image);
  });

  it("change address when a re-import changes the picture; the old address is gone", async () => {
    const site = await siteOf("localhost");
    const [product] = await pricedProducts("localhost", "wholesale", 1, 10);
    const before = await saveProductPicture(site.id, await picture("jpeg", 50, 50, 10));
    const after = await saveProductPicture(site.id, await picture("jpeg", 50, 50, 250));
    if (!before || !after) throw new Error("pictures not saved");
    await setPictures(site.id, product.id, [before.key]);
    const old = (await one(product.id)).json.image;
    await setPictures(site.id, product.id, [after.key]);
    const now = (await one(product.id)).json.image;
    expect(now).not.toBe(old);
    expect((await serve(now)).status).toBe(200);
    expect((await serve(old)).status).toBe(404);
    // A row whose file is gone from storage: not found, neither the picture nor its thumbnail (no 500).
    const lost = `products/${site.id}/ab/ab${"0".repeat(62)}.jpg`;
    await setPictures(site.id, product.id, [lost]);
    const missing = (await one(product.id)).json.image;
    expect(missing).toBe(`/media/product/${product.id}-ab0000000000.jpg`);
    expect((await serve(missing)).status).toBe(404);
    expect((await serve(missing.replace(/\.jpg$/, "-96.webp"))).status).toBe(404);
  });
});
