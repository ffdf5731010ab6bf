import { ZBonusHistory, ZBonusHistoryQuery } from "@/lib/contracts/golden-club";
import { listBonusHistory } from "@/lib/server/club/list-bonus-history";
import { route } from "@/lib/server/http/route";

// GET /api/v1/golden-club/history?page&per-page — the active company's bonus accruals and spending, newest first
export const GET = route({ auth: "required", query: ZBonusHistoryQuery, response: ZBonusHistory }, ({ site, auth, locale, query }) => listBonusHistory({ site, auth, locale }, query));
