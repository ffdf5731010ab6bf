import { ZGoldenClub } from "@/lib/contracts/golden-club";
import { getGoldenClub } from "@/lib/server/club/get-golden-club";
import { route } from "@/lib/server/http/route";

// GET /api/v1/golden-club — the club as the active company sees it: levels, rules, its turnover, level and bonus balance
export const GET = route({ auth: "required", response: ZGoldenClub }, ({ site, auth, locale }) => getGoldenClub({ site, auth, locale }));
