import http from "node:http";
import { expect, test } from "@playwright/test";

/** A call to the server with the second seller's Host (its catalogue is not the one the other tests walk). */
function call(baseURL: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: init.method ?? "GET", headers: { host: `second.localhost:${port}`, ...init.headers }, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

// The 1C exchange through the production server (npm start), as 1C's module calls it: what in-process API
// tests cannot show — the proxy in front of the routes, and a part bigger than the 10 MB Next would buffer.
test.describe("1C exchange through the production server", () => {

  test("checkauth, init, a 12 MB file, import until success: the good is in the second seller's catalogue", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const basic = `Basic ${Buffer.from("exchange:demo12345").toString("base64")}`;
    const auth = await call(base, "/exchange/1c?type=catalog&mode=checkauth", { headers: { authorization: basic } });
    const [answer, cookieName, cookieValue] = auth.text.split("\n");
    expect(answer).toBe("success");
    const cookie = `${cookieName}=${cookieValue}`;
    const init = await call(base, "/exchange/1c?type=catalog&mode=init", { headers: { cookie } });
    expect(init.text).toMatch(/^zip=(yes|no)\nfile_limit=\d+/);

    const article = `E2E-${Date.now()}`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.07"><Каталог СодержитТолькоИзменения="true"><Товары>
<Товар><Ид>e2e-${article}</Ид><Артикул>${article}</Артикул><Наименование>Щит распределительный из 1С</Наименование></Товар>
</Товары></Каталог></КоммерческаяИнформация>
<!-- ${" ".repeat(12 * 1024 * 1024)} -->
`;
    const body = Buffer.from(xml);
    const upload = await call(base, "/exchange/1c?type=catalog&mode=file&filename=import.xml", {
      method: "POST",
      headers: { cookie, "content-type": "application/octet-stream", "content-length": String(body.length) },
      body,
    });
    expect(upload).toEqual({ status: 200, text: "success\n" });

    let text = "";
    for (let i = 0; i < 60; i++) {
      text = (await call(base, "/exchange/1c?type=catalog&mode=import&filename=import.xml", { headers: { cookie } })).text;
      if (!text.startsWith("progress")) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(text).toBe("success\n");
    const found = JSON.parse((await call(base, `/api/v1/product?keyword=${encodeURIComponent(article)}`)).text) as { items: { article: string }[] };
    expect(found.items.map((p) => p.article)).toEqual([article]);
  });
});
