import "server-only";
import type { TImportSource, TImportTrigger } from "../db/schema";
import { AppError } from "../http/app-error";

// PLACEHOLDER of the lead's pipeline (run-import contract) so the exchange compiles before it lands in main.
export type TImportRequest = { siteId: number; source: TImportSource; trigger: TImportTrigger; folder: string; files: string[] };

export async function startImport(request: TImportRequest): Promise<{ runId: number }> {
  throw new AppError("UNAVAILABLE", `import of ${request.files.join(", ")} is not available yet`);
}
