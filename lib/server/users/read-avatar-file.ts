import "server-only";
import { getFileStorage } from "../storage/file-storage";
import type { TSite } from "../sites/resolve-site";

const AVATAR_FILE = /^[0-9a-f-]{36}-[0-9a-f]{12}\.webp$/;

/** The stored avatar image of this site by its file name, or null (unknown name, another site's file). */
export async function readAvatarFile({ site }: { site: Pick<TSite, "id"> }, file: string): Promise<Buffer | null> {
  if (!AVATAR_FILE.test(file)) return null;
  return getFileStorage().read(`avatars/${site.id}/${file}`);
}
