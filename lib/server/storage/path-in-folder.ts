import "server-only";
import path from "node:path";

/**
 * A name from outside (1C's `import0_1.xml`, `import_files/ab/abcd.jpg`, a zip entry, a package's picture)
 * as a path inside `folder` (absolute), or null when it could leave it: empty, absolute, with `..`,
 * backslashes, a drive letter, NUL or other control characters.
 */
export function pathInFolder(folder: string, name: string): string | null {
  if (!name || name.length > 500 || /[\u0000-\u001f\\]/.test(name) || name.startsWith("/") || /^[a-z]:/i.test(name)) return null;
  const parts = name.split("/");
  if (parts.some((p) => p === "" || p === "." || p === "..")) return null;
  const full = path.resolve(folder, ...parts);
  return full.startsWith(folder + path.sep) ? full : null;
}
