/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

function lint(filePath: string, code: string) {
  const run = spawnSync(process.execPath, [path.join(root, "node_modules/eslint/bin/eslint.js"), "--stdin", "--stdin-filename", filePath, "--format", "json"], {
    cwd: root,
    input: code,
    encoding: "utf8",
  });
  const [report] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return report.messages.map((m) => m.ruleId);
}

describe("layer rules in ESLint", () => {
  it("fails a component that reaches into lib/server", () => {
    const code = 'import { getDb } from "@/lib/server/db/client";\nexport const db = getDb;\n';
    expect(lint("components/catalog/bad.tsx", code)).toContain("no-restricted-imports");
  });

  it("fails shared code that imports a component", () => {
    const code = 'import { SiteHeader } from "@/components/shell/site-header";\nexport const h = SiteHeader;\n';
    expect(lint("lib/shared/bad.ts", code)).toContain("no-restricted-imports");
  });

  it("lets a component use shared helpers", () => {
    const code = 'import { formatMoney } from "@/lib/shared/money";\nexport const f = formatMoney;\n';
    expect(lint("components/catalog/good.tsx", code)).not.toContain("no-restricted-imports");
  });

  // The HTML micro-cache keys a page by what its render read (docs/adr/0035): a read past the door
  // would be missing from the key and could serve one visitor's page to another.
  it("lets only lib/server/http/request-reads.ts import next/headers", () => {
    const code = 'import { cookies } from "next/headers";\nexport const c = cookies;\n';
    expect(lint("lib/server/http/bad.ts", code)).toEqual(["no-restricted-imports"]);
    expect(lint("lib/server/http/request-reads.ts", code)).not.toContain("no-restricted-imports");
    const readers = ["app", "components", "lib", "proxy.ts", "instrumentation.ts"]
      .flatMap((entry) => {
        const full = path.join(root, entry);
        if (!fs.statSync(full).isDirectory()) return [entry];
        return (fs.readdirSync(full, { recursive: true }) as string[]).map((rel) => path.join(entry, rel));
      })
      .filter((file) => /\.(ts|tsx)$/.test(file) && /from ["']next\/headers["']/.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(readers).toEqual(["lib/server/http/request-reads.ts"]);
  });
});
