import { GET as searchRoute } from "@/app/api/v2/search/route";
import { POST as signInRoute } from "@/app/api/v2/user/sign-in/route";
import { POST as signUpRoute } from "@/app/api/v2/user/sign-up/route";
import { POST as setRegionRoute } from "@/app/api/v2/user/set-region/route";
import { GET as suggestAddressRoute } from "@/app/api/v2/[lookupService]/suggest/address/route";
import { POST as bankCompleteRoute } from "@/app/api/v2/user/bank/[provider]/complete/route";
import { parseWith, z } from "@/lib/server/http/route";
import { AppError } from "@/lib/server/http/app-error";
import { callRoute, tokenFor } from "../helpers/call-route";
import { freshIp } from "../helpers/auth-helpers";

// Issue 16, "one input boundary": what an attacker or a careless client sends is a 400 (or a 413) with
// the field, never a 500, and changes nothing.
describe("the input boundary of every route", () => {
  it("answers a NUL in a query string with 400 naming the field", async () => {
    const res = await callRoute(searchRoute, { path: "/api/v2/search", query: { keyword: "кабель\u0000" } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty("keyword");
  });

  it("answers a NUL or a lone surrogate in a JSON string with 400 naming the field", async () => {
    for (const password of ["demo\u000012345", "demo\uD800"]) {
      const res = await callRoute(signInRoute, { path: "/api/v2/user/sign-in", body: { login: "buyer@demo.test", password }, headers: freshIp() });
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual({ password: [expect.stringContaining("Недопустимые символы")] });
    }
  });

  it("answers the route kit's texts in the request's language (Accept-Language), Russian by default", async () => {
    const query = { keyword: "кабель\u0000" };
    const ru = await callRoute(searchRoute, { path: "/api/v2/search", query });
    expect(ru.json).toEqual({ message: "Проверьте правильность заполнения полей", errors: { keyword: ["Недопустимые символы: нулевой байт или неполный символ Юникода"] } });
    const en = await callRoute(searchRoute, { path: "/api/v2/search", query, headers: { "accept-language": "en-GB,en;q=0.9" } });
    expect(en.status).toBe(400);
    expect(en.json).toEqual({ message: "Check the fields you filled in", errors: { keyword: ["Invalid characters: a null byte or an incomplete Unicode character"] } });
    const uz = await callRoute(searchRoute, { path: "/api/v2/search", query, headers: { "accept-language": "uz" } });
    expect(uz.json.message).toBe("Maydonlar to'g'ri to'ldirilganini tekshiring");
  });

  it("gives zod's own field messages in the request's language too", () => {
    const schema = z.object({ amount: z.number() });
    const fieldError = (locale: "ru" | "en" | "uz") => {
      try {
        parseWith(schema, { amount: "x" }, locale);
      } catch (error) {
        return error instanceof AppError ? error.errors?.amount?.[0] : undefined;
      }
    };
    expect(fieldError("ru")).toMatch(/[А-Яа-я]/);
    expect(fieldError("en")).toMatch(/^Invalid input: expected number/);
    expect(fieldError("uz")).not.toEqual(fieldError("ru"));
    expect(fieldError("uz")).not.toEqual(fieldError("en"));
  });

  it("answers a contract's own field messages in the request's language, Russian by default (ADR 0032)", async () => {
    const query = { page: "0", pageSize: "1000", keyword: "к".repeat(201) };
    const ru = await callRoute(searchRoute, { path: "/api/v2/search", query });
    expect(ru.status).toBe(400);
    expect(ru.json).toEqual({
      message: "Проверьте правильность заполнения полей",
      errors: { page: ["Страницы нумеруются с 1"], pageSize: ["Размер страницы — не больше 100"], keyword: ["Поисковый запрос — не больше 200 символов"] },
    });
    const en = await callRoute(searchRoute, { path: "/api/v2/search", query, headers: { "accept-language": "en-GB,en;q=0.9" } });
    expect(en.json).toEqual({
      message: "Check the fields you filled in",
      errors: { page: ["Pages are numbered from 1"], pageSize: ["The page size is at most 100"], keyword: ["The search query is at most 200 characters"] },
    });
    const uz = await callRoute(searchRoute, { path: "/api/v2/search", query, headers: { "accept-language": "uz" } });
    expect(uz.json.errors).toEqual({ page: ["Sahifalar 1 dan raqamlanadi"], pageSize: ["Sahifa hajmi — ko'pi bilan 100"], keyword: ["Qidiruv so'rovi — ko'pi bilan 200 ta belgi"] });
  });

  it("accepts a whole surrogate pair (an emoji is a character)", async () => {
    const res = await callRoute(searchRoute, { path: "/api/v2/search", query: { keyword: "кабель 🔌" } });
    expect(res.status).toBe(200);
  });

  it("answers an integer the column cannot hold with 400, not 500", async () => {
    const token = await tokenFor("buyer@demo.test");
    const res = await callRoute(setRegionRoute, { path: "/api/v2/user/set-region", token, body: { id: 2147483648 } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const signUp = await callRoute(signUpRoute, {
      path: "/api/v2/user/sign-up",
      headers: freshIp(),
      body: { email: "big.region@example.com", phone: "+79015550101", password: "Vx7-strong-pass", repeatPassword: "Vx7-strong-pass", regionId: 2147483648, agreeForProcessingData: true, agreedForTerms: true },
    });
    expect(signUp.status).toBeGreaterThanOrEqual(400);
    expect(signUp.status).toBeLessThan(500);
  });

  it("refuses a JSON body over 1 MB with 413 — declared up front or streamed in chunks", async () => {
    const big = JSON.stringify({ login: "buyer@demo.test", password: "x".repeat(1024 * 1024 + 10) });
    const declared = await callRoute(signInRoute, { path: "/api/v2/user/sign-in", headers: { ...freshIp(), "content-type": "application/json", "content-length": String(Buffer.byteLength(big)) }, body: JSON.parse(big) });
    expect(declared.status).toBe(413);
    expect(declared.json.message).toMatch(/больше 1 МБ/);

    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const request = new Request("http://localhost/api/v2/user/sign-in", {
      method: "POST",
      headers: { host: "localhost", "content-type": "application/json", ...freshIp() },
      body: stream,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    const chunked = await signInRoute(request, { params: Promise.resolve({}) });
    expect(chunked.status).toBe(413);
  });

  it("keeps a __proto__ key of a JSON body away from prototypes", async () => {
    const res = await callRoute(signInRoute, {
      path: "/api/v2/user/sign-in",
      headers: { ...freshIp(), "content-type": "application/json" },
      body: JSON.parse('{"login":"buyer@demo.test","password":"wrong-password","__proto__":{"isAdmin":true}}'),
    });
    expect(res.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  // Found by the fuzz suite: a field named like a member of every object (toString, valueOf, constructor)
  // found a function where the field's error list should be, and the error answer itself failed with a 500.
  it("answers a wrong field named like an Object member with 400 naming it, not 500", async () => {
    for (const key of ["toString", "valueOf", "constructor", "hasOwnProperty"]) {
      const bank = await callRoute(bankCompleteRoute, { path: "/api/v2/user/bank/local/complete", params: { provider: "local" }, body: { state: "s", [key]: false }, headers: freshIp() });
      expect(bank.status).toBe(400);
      expect(bank.json.errors).toEqual({ [key]: [expect.any(String)] });
      const address = await callRoute(suggestAddressRoute, { path: "/api/v2/local/suggest/address", params: { lookupService: "local" }, query: { [key]: "" } });
      expect(address.status).toBe(400);
      expect(address.json).toMatchObject({ message: expect.any(String), errors: { keyword: [expect.any(String)] } });
    }
  });
});
