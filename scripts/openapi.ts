// npm run openapi — writes docs/openapi.json from the routes' contracts (`--check`: fail when it differs).
import fs from "node:fs";
import { buildOpenApiDocument } from "./lib/openapi/openapi-document";
import { loadOpenApiRoutes, openApiFile } from "./lib/openapi/openapi-routes";
import { runScript } from "./lib/run-script";

await runScript(async () => {
  const version = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { version: string }).version;
  const text = `${JSON.stringify(buildOpenApiDocument(await loadOpenApiRoutes(), version), null, 2)}\n`;
  if (process.argv.includes("--check")) {
    if (fs.readFileSync(openApiFile, "utf8") !== text) throw new Error(`${openApiFile} is stale: run npm run openapi`);
    console.log(`${openApiFile} is up to date`);
    return;
  }
  fs.writeFileSync(openApiFile, text);
  console.log(`${openApiFile} written`);
});
