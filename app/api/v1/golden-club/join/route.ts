import { ZGoldenClub } from "@/lib/contracts/golden-club";
import { joinGoldenClub } from "@/lib/server/club/join-golden-club";
import { route } from "@/lib/server/http/route";

// POST /api/v1/golden-club/join — the active company joins the club (again: no change)
export const POST = route({ auth: "required", response: ZGoldenClub }, ({ site, auth, locale }) => joinGoldenClub({ site, auth, locale }));
