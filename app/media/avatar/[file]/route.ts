import { storedWebpResponse } from "@/lib/server/storage/stored-webp-response";
import { readAvatarFile } from "@/lib/server/users/read-avatar-file";

// GET /media/avatar/{file}.webp — a user's avatar (404 for an unknown file or another site's)
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return storedWebpResponse(request, (await params).file, readAvatarFile);
}
