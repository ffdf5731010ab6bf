import { expect, test } from "@playwright/test";

// The 1C exchange through the production server (npm start), as 1C's module calls it: what in-process API
// tests cannot show — the proxy in front of the routes, and a part bigger than the 10 MB Next would buffer.
test.describe("1C exchange through the production server", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: no page is involved");

  test("checkauth, init, a 12 MB file, import until success: the good is in the catalogue", async ({ request }) => {
    const basic = `Basic ${Buffer.from("exchange:demo12345").toString("base64")}`;
    const auth = await request.get("/exchange/1c?type=catalog&mode=checkauth", { headers: { authorization: basic } });
    const [answer, cookieName, cookieValue] = (await auth.text()).split("\n");
    expect(answer).toBe("success");
    const cookie = `${cookieName}=${cookieValue}`;
    const init = await request.get("/exchange/1c?type=catalog&mode=init", { headers: { cookie } });
    expect(await init.text()).toMatch(/^zip=(yes|no)\nfile_limit=\d+/);

    const article = `E2E-${Date.now()}`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.07"><Каталог СодержитТолькоИзменения="true"><Товары>
<Товар><Ид>e2e-${article}</Ид><Артикул>${article}</Артикул><Наименование>Щит распределительный из 1С</Наименование></Товар>
</Товары></Каталог></КоммерческаяИнформация>
<!-- ${" ".repeat(12 * 1024 * 1024)} -->
`;
    const upload = await request.post("/exchange/1c?type=catalog&mode=file&filename=import.xml", { headers: { cookie, "content-type": "application/octet-stream" }, data: Buffer.from(xml) });
    expect(await upload.text()).toBe("success\n");

    let text = "";
    for (let i = 0; i < 60; i++) {
      text = await (await request.get("/exchange/1c?type=catalog&mode=import&filename=import.xml", { headers: { cookie } })).text();
      if (!text.startsWith("progress")) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(text).toBe("success\n");
    const found = await (await request.get(`/api/v1/product?keyword=${encodeURIComponent(article)}`)).json();
    expect(found.items.map((p: { article: string }) => p.article)).toEqual([article]);
  });
});
