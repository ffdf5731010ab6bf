// npm run audit:language-switch -- [base URL]: against a running `npm start` (default http://localhost:3000).
// Language switch: in place (the switcher) vs a full reload into the other language (what the switch did before), same run.
import { chromium } from "playwright-core";
const base = process.argv[2] ?? "http://localhost:3000";
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const inPlace = [], reload = [];
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "ru-RU" });
  const page = await context.newPage();
  await page.goto(`${base}/catalog`);
  await page.locator("[data-testid=catalog-screen][data-ready=true]").waitFor({ state: "attached", timeout: 30000 });
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: /Язык: / }).click();
  const item = page.getByRole("menuitem", { name: "English" }).or(page.getByRole("menuitemradio", { name: "English" })).or(page.getByRole("button", { name: "English" }));
  await item.first().waitFor();
  let t0 = Date.now();
  await item.first().click();
  await page.getByRole("heading", { level: 1, name: "Product catalogue" }).waitFor({ timeout: 20000 });
  inPlace.push(Date.now() - t0);
  // The old way: the cookie set, the page loaded again (measured to the same English heading, then Russian back).
  await context.addCookies([{ name: "B2B_LANGUAGE", value: "ru", url: base }]);
  await page.evaluate(() => localStorage.setItem("B2B_LANGUAGE", "ru"));
  t0 = Date.now();
  await page.reload();
  await page.getByRole("heading", { level: 1, name: "Каталог товаров" }).waitFor({ timeout: 20000 });
  await page.locator("[data-testid=catalog-screen][data-ready=true]").waitFor({ state: "attached", timeout: 30000 });
  reload.push(Date.now() - t0);
  await context.close();
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`in place (click → English h1): ${inPlace.join(", ")} ms, median ${med(inPlace)}`);
console.log(`full reload (→ Russian h1, hydrated): ${reload.join(", ")} ms, median ${med(reload)}`);
await browser.close();
