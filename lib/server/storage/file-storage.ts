import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "../env";

/**
 * Where uploaded files live. The local folder (DATA_DIR/uploads) is the default; an S3-compatible
 * store can implement the same four calls when several app instances must share files.
 */
export type TFileStorage = {
  save: (key: string, data: Buffer) => Promise<void>;
  read: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
  /** Whether a file is stored under the key (content-addressed files are written once). */
  has: (key: string) => Promise<boolean>;
};

/** Keys are relative paths of safe segments ("avatars/1/x.webp"); anything else is a bug, not user input. */
const SAFE_KEY = /^[a-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

function fileOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) throw new Error(`unsafe storage key: ${key}`);
  return path.join(root, ...key.split("/"));
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

export function localFileStorage(root: string): TFileStorage {
  return {
    save: async (key, data) => {
      const file = fileOf(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    read: async (key) => {
      try {
        return await fs.readFile(fileOf(root, key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (key) => {
      try {
        await fs.unlink(fileOf(root, key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    has: async (key) => {
      try {
        return (await fs.stat(fileOf(root, key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

/** The uploads store of this process: DATA_DIR/uploads. */
export function getFileStorage(): TFileStorage {
  return localFileStorage(path.join(getEnv().dataDir, "uploads"));
}
