import { execFileSync } from "node:child_process";

// The PDF's text as a reader gets it: extracted with unpdf (PDF.js) in a child Node process, since unpdf
// ships ES modules only and this project's Jest runs CommonJS.
const extractScript = `
import { extractText, getDocumentProxy } from "unpdf";
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { totalPages, text } = await extractText(pdf, { mergePages: false });
process.stdout.write(JSON.stringify({ totalPages, pages: text }));
`;

/** The pages' text of a PDF (whitespace collapsed), every page apart and all of them together. */
export function extractPdfText(bytes: Uint8Array): { totalPages: number; text: string; pages: string[] } {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", extractScript], { input: Buffer.from(bytes), cwd: process.cwd(), maxBuffer: 20 * 1024 * 1024 });
  const parsed = JSON.parse(out.toString()) as { totalPages: number; pages: string[] };
  const pages = parsed.pages.map((p) => p.replace(/\s+/g, " "));
  return { totalPages: parsed.totalPages, text: pages.join(" "), pages };
}
