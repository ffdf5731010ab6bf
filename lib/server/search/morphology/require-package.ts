import "server-only";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Requires a CommonJS package from the project's node_modules at run time. The morphology packages read
 * their data files relative to their own folder, which a bundled copy would not have: they are loaded
 * where npm put them, as Node would, whatever bundle the caller ends up in.
 */
export function requirePackage<T>(name: string): { module: T; dir: string } {
  const require = createRequire(path.join(process.cwd(), "package.json"));
  const dir = path.dirname(require.resolve(`${name}/package.json`));
  return { module: require(name) as T, dir };
}
