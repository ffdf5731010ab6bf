import { ZConfigurationToCartRequest, ZConfigurationToCartResponse, ZConfiguratorParams } from "@/lib/contracts/configurator";
import { configurationToCart } from "@/lib/server/configurator/configuration-to-cart";
import { route } from "@/lib/server/http/route";

// POST /api/v1/configurators/{code}/to-cart — «В корзину»: a complete configuration into my cart
export const POST = route({ auth: "required", params: ZConfiguratorParams, body: ZConfigurationToCartRequest, response: ZConfigurationToCartResponse }, ({ site, auth, locale, params, body }) =>
  configurationToCart({ site, auth, locale }, params.code, body),
);
