import { GET as providersRoute } from "@/app/api/v2/user/bank/providers/route";
import { isLocalBankAllowed, localBankProvider } from "@/lib/server/adapters/bank-id/local-bank-provider";
import { siteBankProviders } from "@/lib/server/adapters/bank-id/site-bank-providers";
import { DEV_IDP_CLIENT_ID, DEV_IDP_PROVIDER_ID, devRedirectUris } from "@/scripts/lib/dev-idp/dev-idp-clients";
import { callRoute } from "../helpers/call-route";
import { patchSite, siteOf } from "../helpers/auth-helpers";

describe("the local bank as the default provider", () => {
  it("is offered by a site without banks outside production", async () => {
    const res = await callRoute(providersRoute, { path: "/api/v2/user/bank/providers" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ items: [{ id: "localbank", name: "Локальный банк" }] });
  });

  it("is never a silent fallback in production: only with BANK_ID_LOCAL=1", () => {
    expect(isLocalBankAllowed({ NODE_ENV: "production", BANK_ID_LOCAL: undefined })).toBe(false);
    expect(isLocalBankAllowed({ NODE_ENV: "production", BANK_ID_LOCAL: "0" })).toBe(false);
    expect(isLocalBankAllowed({ NODE_ENV: "production", BANK_ID_LOCAL: "1" })).toBe(true);
    expect(isLocalBankAllowed({ NODE_ENV: "development", BANK_ID_LOCAL: undefined })).toBe(true);
    expect(isLocalBankAllowed({ NODE_ENV: "test", BANK_ID_LOCAL: undefined })).toBe(true);
    expect(isLocalBankAllowed({ NODE_ENV: "development", BANK_ID_LOCAL: "0" })).toBe(false);
  });

  it("matches the client the dev IdP registers (npm run dev:idp)", () => {
    const local = localBankProvider({ IDP_PORT: 3901 });
    expect(local).toMatchObject({ id: DEV_IDP_PROVIDER_ID, clientId: DEV_IDP_CLIENT_ID, issuer: "http://localhost:3901", clientSecret: null });
    expect(devRedirectUris([3210])).toContain("http://localhost:3210/auth/localbank/complete");
  });

  it("gives way to the site's own banks once configured", async () => {
    await patchSite("localhost", { config: { bankId: { providers: [{ id: "sber", name: "Сбер ID", issuer: "https://id.example.test", clientId: "x", clientSecret: "s" }] } } });
    const site = await siteOf("localhost");
    expect(siteBankProviders(site).map((p) => p.id)).toEqual(["sber"]);
    expect(siteBankProviders(site)[0].isLocal).toBe(false);
  });
});
