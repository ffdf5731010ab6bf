import { ZConfiguratorListResponse } from "@/lib/contracts/configurator";
import { listConfigurators } from "@/lib/server/configurator/list-configurators";
import { route } from "@/lib/server/http/route";

// GET /api/v1/configurators — the site's configurators with their steps
export const GET = route({ auth: "required", response: ZConfiguratorListResponse }, ({ site, auth, locale }) => listConfigurators({ site, auth, locale }));
