// npm run dev:idp — the local bank: an OpenID provider (oidc-provider) on http://localhost:IDP_PORT
// (default 3901), the default bank sign-in of the storefront outside production. Loopback only.
import { demoCustomers } from "./lib/dev-idp/demo-customers";
import { DEV_IDP_CLIENT_ID, devAppPorts, devStorefrontClient } from "./lib/dev-idp/dev-idp-clients";
import { startDevIdp } from "./lib/dev-idp/start-dev-idp";

const port = Number(process.env.IDP_PORT ?? 3901);
const client = devStorefrontClient(devAppPorts());
const idp = await startDevIdp({ port, clients: [client], log: (line) => console.error(`[dev-idp] ${line}`) });

console.log(`Локальный банк (OpenID Connect) запущен: ${idp.issuer}`);
console.log(`  discovery: ${idp.issuer}/.well-known/openid-configuration`);
console.log(`  клиент: ${DEV_IDP_CLIENT_ID} (публичный, PKCE S256), адресов возврата: ${client.redirect_uris?.length ?? 0}`);
console.log(`  порты витрины: ${devAppPorts().join(", ")} (ещё порты: IDP_APP_PORTS=4000,4001)`);
console.log("  клиенты банка:");
for (const customer of demoCustomers) console.log(`    • ${customer.title} — ${customer.hint}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void idp.close().then(() => process.exit(0));
  });
}
