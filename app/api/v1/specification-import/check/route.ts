import { ZSpecImportCheckRequest, ZSpecImportCheckResult } from "@/lib/contracts/spec-import";
import { parseWith, readJson, route } from "@/lib/server/http/route";
import { checkSpecificationImport } from "@/lib/server/spec-import/check-specification-import";
import { MAX_IMPORT_FILE_BYTES } from "@/lib/server/spec-import/read-import-file";
import { readMultipartFile } from "@/lib/server/storage/read-multipart-file";
import { translator } from "@/lib/server/i18n/translator";

// POST /api/v1/specification-import/check — the import wizard's "check products": JSON { text } or multipart field `file` (.xlsx, .csv)
export const POST = route({ auth: "required", rawBody: true, response: ZSpecImportCheckResult }, async ({ site, auth, locale, request }) => {
  const ctx = { site, auth, locale };
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return checkSpecificationImport(ctx, parseWith(ZSpecImportCheckRequest, await readJson(request)));
  }
  const texts = {
    tooLarge: translator(locale, "specImport")("errors.fileTooLarge", { max: MAX_IMPORT_FILE_BYTES / 1024 / 1024 }),
    missing: translator(locale, "specImport")("errors.fileMissing"),
    notMultipart: translator(locale, "specImport")("errors.multipartExpected"),
  };
  return checkSpecificationImport(ctx, { file: await readMultipartFile(request, { field: "file", maxBytes: MAX_IMPORT_FILE_BYTES, texts }) });
});
