import fs from "node:fs";
import path from "node:path";

/**
 * The real sample files beside the repository (`../shared/data`: 1C's demo export, YML feeds). A git
 * worktree sits one folder deeper (wt/NAME), so its parent's parent is tried too; SHARED_DATA_DIR wins.
 */
export const sharedDataDir: string =
  process.env.SHARED_DATA_DIR ??
  [path.resolve(__dirname, "../../../shared/data"), path.resolve(__dirname, "../../../../shared/data")].find((dir) => fs.existsSync(dir)) ??
  path.resolve(__dirname, "../../../shared/data");
