import ru from "@/messages/ru.json";
import en from "@/messages/en.json";
import uz from "@/messages/uz.json";

function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe("message bundles", () => {
  it("en and uz have exactly the keys of ru (the source of keys)", () => {
    const source = keys(ru).sort();
    expect(keys(en).sort()).toEqual(source);
    expect(keys(uz).sort()).toEqual(source);
  });

  it("has the spec's site-not-found heading in Russian", () => {
    expect(ru.siteNotFound.title).toBe("Сайт не найден");
  });
});
