import { eq } from "drizzle-orm";
import { POST as check } from "@/app/api/v1/specification-import/check/route";
import type { TSpecImportCheckResult } from "@/lib/contracts/spec-import";
import { getDb } from "@/lib/server/db/client";
import { products } from "@/lib/server/db/schema";
import { callRoute, tokenFor } from "../helpers/call-route";
import { importLineProducts, importLineTable } from "../helpers/import-line-table";
import { insertFixtures } from "./search-fixtures";

// The accuracy target: of the lines whose product exists, at least 95 % are exact or have the
// right product first among several — measured on the parser's own table, next to the seeded catalogue.
describe("import wizard matching accuracy on the line table", () => {
  it("puts the meant product first (exact or first of several) for at least 95 % of the lines", async () => {
    const wanted = Object.entries(importLineProducts);
    const ids = await insertFixtures("localhost", wanted.map(([, p]) => ({ article: p.article, name: p.name, brand: "brand" in p ? p.brand : undefined })));
    for (const [, p] of wanted) if ("unit" in p) await getDb().update(products).set({ unit: p.unit }).where(eq(products.id, ids.get(p.article) ?? 0));

    const res = await callRoute<TSpecImportCheckResult>(check, {
      path: "/api/v1/specification-import/check",
      body: { text: importLineTable.map((row) => row.line).join("\n") },
      token: await tokenFor("buyer@demo.test"),
    });
    expect(res.status).toBe(200);
    const misses: string[] = [];
    let exact = 0;
    res.json.lines.forEach((line, i) => {
      const row = importLineTable[i];
      const meant = ids.get(importLineProducts[row.means].article);
      const first = line.candidates[0]?.product.id;
      if (line.status === "exact" && first === meant) exact++;
      else if (!(line.status === "several" && first === meant)) misses.push(`${row.line} → ${line.status} ${line.candidates.map((c) => c.product.name).join(" | ")}`);
    });
    const accuracy = (importLineTable.length - misses.length) / importLineTable.length;
    // Printed for the record: the figure and the misses, which the assertion alone would not show.
    process.stdout.write(`import accuracy: ${(accuracy * 100).toFixed(1)} % right first (${exact} exact) of ${importLineTable.length}; misses: ${JSON.stringify(misses, null, 1)}\n`);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
