import fs from "node:fs";
import path from "node:path";
import { clientNamespaces, pickClientMessages } from "@/lib/server/i18n/client-messages";
import ru from "@/messages/ru.json";

const root = path.join(__dirname, "../..");

/** Every source file that can end up in the browser bundle and reads messages with useTranslations. */
function namespacesUsedByComponents(): Set<string> {
  const used = new Set<string>();
  for (const dir of ["components", "lib/client", "app"]) {
    for (const rel of fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]) {
      if (!/\.(ts|tsx)$/.test(rel)) continue;
      const source = fs.readFileSync(path.join(root, dir, rel), "utf8");
      for (const match of source.matchAll(/useTranslations\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]))/g)) {
        const literal = match[1] ?? match[2];
        // A namespace that is not a string literal (or none at all) could be any: the list cannot be checked.
        if (literal === undefined || literal === "") throw new Error(`${dir}/${rel}: useTranslations without a literal namespace`);
        used.add(literal.split(".")[0]);
      }
    }
  }
  return used;
}

describe("messages sent to the browser", () => {
  it("include every namespace a component reads with useTranslations", () => {
    const used = namespacesUsedByComponents();
    expect(used.size).toBeGreaterThan(3);
    const missing = [...used].filter((name) => !(clientNamespaces as readonly string[]).includes(name));
    expect(missing).toEqual([]);
  });

  it("are those namespaces only, not the server's texts", () => {
    const picked = pickClientMessages(ru);
    expect(Object.keys(picked).sort()).toEqual([...clientNamespaces].sort());
    expect(picked.shell).toBe(ru.shell);
    expect(picked).not.toHaveProperty("catalogApi");
    expect(picked).not.toHaveProperty("auth");
  });
});
