import { ZConfigurationResponse, ZConfiguratorParams, ZEvaluateConfigurationRequest } from "@/lib/contracts/configurator";
import { evaluateConfiguration } from "@/lib/server/configurator/evaluate-configuration";
import { route } from "@/lib/server/http/route";

// POST /api/v1/configurators/{code}/evaluate — the picks checked and priced, capacities left, one step's compatible products
export const POST = route({ auth: "required", params: ZConfiguratorParams, body: ZEvaluateConfigurationRequest, response: ZConfigurationResponse }, ({ site, auth, locale, params, body }) =>
  evaluateConfiguration({ site, auth, locale }, params.code, body),
);
