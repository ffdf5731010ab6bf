/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
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
});
