import { storedWebpResponse } from "@/lib/server/storage/stored-webp-response";
import { readManagerPhotoFile } from "@/lib/server/users/manager-photo";

// GET /media/manager/{file}.webp — a manager's photo in the help menu (404 for an unknown file or another site's)
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return storedWebpResponse(request, (await params).file, readManagerPhotoFile);
}
