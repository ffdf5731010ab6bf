import type { TDevOutboxResponse } from "@/lib/contracts/auth";
import { isLoopbackPeer } from "@/lib/server/http/peer-address";
import { route } from "@/lib/server/http/route";
import { devOutboxAccess } from "@/lib/server/outbox/dev-outbox-enabled";
import { ZDevOutboxResponse } from "@/lib/contracts/auth";

// GET /api/v1/dev-outbox — whether /dev/outbox opens for this visitor (the sign-up and reset dialogs link it then)
export const GET = route({ auth: "none", response: ZDevOutboxResponse }, async ({ request }) => {
  const available = devOutboxAccess({ isLoopbackPeer: isLoopbackPeer(request.headers) }).channels.length > 0;
  const body: TDevOutboxResponse = { available, url: available ? "/dev/outbox" : null };
  return Response.json(body, { headers: { "cache-control": "no-store" } });
});
