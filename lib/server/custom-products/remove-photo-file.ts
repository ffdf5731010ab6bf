import "server-only";
import { logger } from "../log";
import { getFileStorage } from "../storage/file-storage";

/** Deletes a photo that no row points at any more; a failure only leaves an orphan file, so it is logged, not thrown. */
export async function removePhotoFile(imagePath: string | null): Promise<void> {
  if (!imagePath) return;
  await getFileStorage()
    .remove(imagePath)
    .catch((err: unknown) => logger.warn({ err, imagePath }, "custom product photo not removed"));
}
