import path from "node:path";
import { getHelpBox, getHelpMenuConfig } from "@/lib/server/shell/help-config";
import { resolveSite, type TSite } from "@/lib/server/sites/resolve-site";
import { sellerFiles, sellerInProcess as seller } from "../helpers/seller-in-process";

async function site(host: string): Promise<TSite> {
  const found = await resolveSite(host);
  if (!found) throw new Error(`no site ${host}`);
  return found;
}

const files = sellerFiles("b2b-help-");

describe("the help menu's links, video manuals and help boxes (spec §3 Help state, §2 page wrapper)", () => {
  it("gives the demo seller real links, video manuals and boxes; the other seller has none, so its menu shows managers only", async () => {
    const demo = getHelpMenuConfig(await site("localhost"));
    expect(demo?.linksHeading).toBe("Полезные ссылки");
    expect(demo?.links.map((l) => l.href)).toEqual(["/content/usloviya-oferty", "/content/reglament", "/posts/news"]);
    expect(demo?.videoManuals.length).toBeGreaterThanOrEqual(3);
    const box = getHelpBox(await site("localhost"), "specImport");
    expect(box?.html).toContain("Одна строка — один товар");
    expect(box?.id).toMatch(/^specImport-[0-9a-f]{12}$/);

    const second = await site("second.localhost");
    expect(getHelpMenuConfig(second)).toBeNull();
    expect(getHelpBox(second, "specImport")).toBeUndefined();
  });

  it("npm run seller -- site:help sets them on one site only; boxes are sanitised and re-shown when their text changes; --reset clears", async () => {
    const before = getHelpBox(await site("localhost"), "specifications");
    const config = {
      links: [{ title: "Прайс-лист", href: "https://files.example/price.xlsx" }],
      boxes: { specifications: '<p onclick="x()">Новая подсказка</p><script>alert(1)</script>', specImport: "<script>alert(1)</script>" },
    };
    const run = await seller(["site:help", "--site", "demo", "--file", files.write(config)]);
    expect(run.failure).toBeNull();
    expect(run.stdout).toContain("Помощь сайта «demo»");

    const demo = await site("localhost");
    expect(getHelpMenuConfig(demo)).toEqual({ linksHeading: null, links: config.links, videoManuals: [] });
    const box = getHelpBox(demo, "specifications");
    expect(box?.html).toBe("<p>Новая подсказка</p>");
    expect(box?.id).not.toBe(before?.id);
    // Nothing left once sanitised: no box at all.
    expect(getHelpBox(demo, "specImport")).toBeUndefined();
    expect(getHelpMenuConfig(await site("second.localhost"))).toBeNull();

    expect((await seller(["site:help", "--site", "demo"])).stdout).toContain("https://files.example/price.xlsx");
    expect((await seller(["site:help", "--site", "demo", "--reset"])).stdout).toContain("помощь не настроена");
    expect(getHelpMenuConfig(await site("localhost"))).toBeNull();
  });

  it("refuses a script link, a bad duration, an unknown screen, an empty title and a file that is not JSON — nothing stored", async () => {
    await seller(["site:help", "--site", "demo", "--file", files.write({ links: [{ title: "Оферта", href: "/content/usloviya-oferty" }] })]);
    const stored = (await site("localhost")).config.help;
    const cases: [unknown, RegExp][] = [
      [{ links: [{ title: "X", href: "javascript:alert(1)" }] }, /links\.0\.href: Ссылка/],
      [{ links: [{ title: "X", href: "//evil.example" }] }, /links\.0\.href: Ссылка/],
      [{ videoManuals: [{ title: "Видео", href: "https://video.example/a", duration: "четыре минуты" }] }, /videoManuals\.0\.duration: Длительность/],
      [{ boxes: { checkout: "<p>x</p>" } }, /boxes/],
      [{ links: [{ title: "  ", href: "/catalog" }] }, /links\.0\.title: Название не может быть пустым/],
      ["{ not json", /не JSON/],
    ];
    for (const [content, message] of cases) {
      const run = await seller(["site:help", "--site", "demo", "--file", files.write(content)]);
      expect(run.failure).toMatch(message);
    }
    expect((await site("localhost")).config.help).toEqual(stored);
    expect((await seller(["site:help", "--site", "demo", "--file", path.join(files.dir, "nope.json")])).failure).toMatch(/нет файла/);
    expect((await seller(["site:help", "--site", "demo", "--file", files.write({}), "--reset"])).failure).toMatch(/не оба/);
  });

  it("reads a malformed stored value as nothing configured rather than failing every page", () => {
    const broken = { config: { help: { links: "not a list" } } } as unknown as TSite;
    expect(getHelpMenuConfig(broken)).toBeNull();
    expect(getHelpBox(broken, "specifications")).toBeUndefined();
  });
});
