import type { TSetRegionResponse } from "@/lib/contracts/user";
import { call } from "../api";

/** POST /api/v2/user/set-region; spec §7: the page reloads afterwards (prices and stocks follow the region). */
export async function setRegion(id: number, reload: () => void = () => window.location.reload()): Promise<TSetRegionResponse> {
  const answer = await call<TSetRegionResponse>("v2/user/set-region", { method: "POST", json: { id } });
  reload();
  return answer;
}
