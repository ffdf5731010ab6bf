import "server-only";
import path from "node:path";

/** The public address of a stored avatar ("avatars/1/<name>.webp" → "/media/avatar/<name>.webp"). */
export function avatarFileUrl(avatarPath: string): string {
  return `/media/avatar/${path.posix.basename(avatarPath)}`;
}

export function avatarUrl(avatarPath: string | null): string | null {
  return avatarPath ? avatarFileUrl(avatarPath) : null;
}
