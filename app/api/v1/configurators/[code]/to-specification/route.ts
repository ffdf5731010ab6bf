import { ZConfigurationToSpecificationRequest, ZConfiguratorParams } from "@/lib/contracts/configurator";
import { ZSpecificationChangeResponse } from "@/lib/contracts/specifications";
import { configurationToSpecification } from "@/lib/server/configurator/configuration-to-specification";
import { route } from "@/lib/server/http/route";

// POST /api/v1/configurators/{code}/to-specification — «В спецификацию»: a complete configuration as a new specification → 201
export const POST = route(
  { auth: "required", params: ZConfiguratorParams, body: ZConfigurationToSpecificationRequest, response: ZSpecificationChangeResponse, status: 201 },
  async ({ site, auth, locale, params, body }) => Response.json(await configurationToSpecification({ site, auth, locale }, params.code, body), { status: 201 }),
);
