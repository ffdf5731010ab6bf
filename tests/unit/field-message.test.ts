/**
 * @jest-environment node
 */
import { z } from "zod";
import { ZCartAmount, ZCartSelectionRequest } from "@/lib/contracts/cart";
import { ZConfiguratorDefinition } from "@/lib/contracts/configurator";
import { ZSellerRequisites } from "@/lib/contracts/documents";
import { fieldMessage, readFieldMessage } from "@/lib/contracts/field-message";
import { issueText as fullIssueText } from "@/lib/server/i18n/issue-text";
import { zodParseOptions } from "@/lib/server/http/zod-locale";
import { translator } from "@/lib/server/i18n/translator";
import { locales } from "@/lib/shared/locales";
import ru from "@/messages/ru.json";

// Contracts carry message keys of messages' `validation` namespace; the server reads them in the reader's
// language (ADR 0032). The app's build formats with next-intl's format-only formatter: both must agree.
let formatOnlyIssueText: typeof fullIssueText = fullIssueText;
jest.isolateModules(() => {
  jest.doMock("use-intl/format-message", () => jest.requireActual("use-intl/format-message/format-only"));
  formatOnlyIssueText = (jest.requireActual("@/lib/server/i18n/issue-text") as { issueText: typeof fullIssueText }).issueText;
});

const messagesOf = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("a contract's field message", () => {
  it("is a key (with its values) that ru.json must have", () => {
    expect(fieldMessage("cart.amountMin")).toBe("cart.amountMin");
    expect(readFieldMessage(fieldMessage("common.maxChars", { max: 50 }))).toEqual({ key: "common.maxChars", values: { max: 50 } });
    expect(readFieldMessage("Invalid input: expected string, received number")).toBeNull();
    // @ts-expect-error a key that messages/ru.json's `validation` lacks fails the compiler
    fieldMessage("cart.noSuchKey");
    // @ts-expect-error a namespace is not a message
    fieldMessage("cart");
  });
});

describe.each([
  ["full ICU formatter", fullIssueText],
  ["format-only formatter (the app's build)", formatOnlyIssueText],
])("a contract's field message read with the %s", (_name, issueText) => {
  it("becomes the Russian text byte for byte, and English and Uzbek", () => {
    const [tooMany] = messagesOf(ZCartAmount.safeParse(2_000_000));
    expect(issueText(tooMany, "ru")).toBe(`Количество — не больше ${(1_000_000).toLocaleString("ru-RU")}`);
    expect(issueText(tooMany, "en")).toBe("The quantity is at most 1,000,000");
    expect(issueText(tooMany, "uz")).toMatch(/^Miqdor — ko'pi bilan 1\s000\s000$/);

    const [notBoolean] = messagesOf(ZCartSelectionRequest.safeParse({ selected: "yes" }));
    expect(["ru", "en", "uz"].map((locale) => issueText(notBoolean, locale as "ru"))).toEqual(["Ожидается true или false", "true or false is expected", "true yoki false kutilmoqda"]);
  });

  it("names the field by the message's own choice (ICU select) and counts with ICU plurals", () => {
    const requisites = ZSellerRequisites.safeParse({ legalName: "ООО", inn: "123", address: "Москва", bankName: "Банк", bic: "1", correspondentAccount: "1".repeat(20), settlementAccount: "1".repeat(20) });
    expect(messagesOf(requisites).map((m) => issueText(m, "ru"))).toEqual(["ИНН: 10 или 12 цифр", "БИК: 9 цифр"]);
    expect(messagesOf(requisites).map((m) => issueText(m, "en"))).toEqual(["INN: 10 or 12 digits", "BIC: 9 digits"]);

    const definition = ZConfiguratorDefinition.safeParse({ code: "board", name: "", steps: [{ key: "a", title: "A", section: "S" }] });
    expect(messagesOf(definition).map((m) => issueText(m, "ru"))).toEqual(["Название: не пусто"]);
    const steps = ZConfiguratorDefinition.safeParse({ code: "board", name: "Щит", steps: [{ key: "a", title: "A", section: "S" }, { key: "a", title: "B", section: "S" }] });
    expect(messagesOf(steps).map((m) => issueText(m, "ru"))).toEqual(["Шаг «a» уже есть"]);
    expect(messagesOf(steps).map((m) => issueText(m, "en"))).toEqual(["The step «a» already exists"]);
  });

  it("leaves zod's built-in messages (already in the parse's language) as they are", () => {
    const [builtIn] = messagesOf(z.object({ a: z.string() }).safeParse({ a: 1 }, zodParseOptions("en")));
    expect(builtIn).toMatch(/expected string/);
    expect(issueText(builtIn, "en")).toBe(builtIn);
    expect(issueText("no.suchKey", "ru")).toBe("no.suchKey");
  });
});

/** The arguments a message takes, each a value of its kind: numbers where it counts or formats one. */
function sampleValues(text: string): Record<string, string | number> {
  const names = [...text.matchAll(/\{(\w+)(?:, *(\w+))?/g)];
  return Object.fromEntries(names.map(([, name, kind]) => [name, kind === "plural" || kind === "number" ? 2 : "x"]));
}

/** Every message of a namespace with its dotted key and Russian text. */
function textsOf(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => (typeof value === "object" ? textsOf(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]]));
}

describe.each(["validation", "importLog", "sellerConsole", "operatorErrors"] as const)("the server-only namespace %s", (namespace) => {
  it.each(locales)("formats every message in %s (valid ICU, no argument left over)", (locale) => {
    const t = translator(locale) as unknown as (key: string, values: Record<string, string | number>) => string;
    const broken = textsOf(ru[namespace]).filter(([key, text]) => {
      const formatted = t(`${namespace}.${key}`, sampleValues(text));
      return formatted.includes(key) || /[{}]/.test(formatted);
    });
    expect(broken).toEqual([]);
  });
});
