/**
 * @jest-environment node
 */
import { translator as fullTranslator } from "@/lib/server/i18n/translator";

// The app's build formats with next-intl's format-only formatter (next.config.mjs aliases it) and jest and the
// command-line tools with the full ICU formatter: the server translator must read the same in both.
let formatOnlyTranslator: typeof fullTranslator = fullTranslator;
jest.isolateModules(() => {
  jest.doMock("use-intl/format-message", () => jest.requireActual("use-intl/format-message/format-only"));
  formatOnlyTranslator = (jest.requireActual("@/lib/server/i18n/translator") as { translator: typeof fullTranslator }).translator;
});

describe.each([
  ["full ICU formatter", fullTranslator],
  ["format-only formatter (the app's build)", formatOnlyTranslator],
])("the server translator with the %s", (_name, translator) => {
  it("formats a route kit text with its argument in the request's language", () => {
    expect(translator("ru", "httpApi")("tooManyAttempts", { minutes: 5 })).toBe("Слишком много попыток. Повторите через 5 мин.");
    expect(translator("en", "httpApi")("tooManyAttempts", { minutes: 5 })).toBe("Too many attempts. Try again in 5 min.");
    expect(translator("uz", "httpApi")("unauthorized")).toBe("Tizimga kirish talab qilinadi");
  });

  it("keeps the spec's Russian texts byte for byte", () => {
    expect(translator("ru", "httpApi")("checkFields")).toBe("Проверьте правильность заполнения полей");
    expect(translator("ru", "httpApi")("unauthorized")).toBe("Требуется авторизация");
    expect(translator("ru", "errors")("internal")).toBe("Внутренняя ошибка сервера. Попробуйте позже.");
  });

  it("chooses the plural form by ICU's rules", () => {
    const more = (count: number) => translator("ru", "mailTemplates")("moreLines", { count });
    expect([1, 3, 5, 11, 21, 22, 25].map(more)).toEqual([
      "…и ещё 1 позиция",
      "…и ещё 3 позиции",
      "…и ещё 5 позиций",
      "…и ещё 11 позиций",
      "…и ещё 21 позиция",
      "…и ещё 22 позиции",
      "…и ещё 25 позиций",
    ]);
    expect(translator("en", "mailTemplates")("moreLines", { count: 1 })).toBe("…and 1 more line");
    expect(translator("en", "mailTemplates")("moreLines", { count: 2 })).toBe("…and 2 more lines");
  });

  it("writes the import log and the seller console's texts as they were written before they moved into messages", () => {
    // An import run stores its phase as written, and 1C reads it as the exchange's progress.
    expect(translator("ru", "importLog")("phase.products", { count: 12_345 })).toBe(`Товары: ${(12_345).toLocaleString("ru-RU")}`);
    expect(translator("ru", "importLog")("errors.unknownRoot", { name: "a.xml", root: "<rss>" })).toBe("a.xml: корневой элемент <rss> — ни выгрузка 1С (КоммерческаяИнформация), ни YML (yml_catalog)");
    expect(translator("ru", "operatorErrors")("badEnvironment", { lines: "  PORT: x" })).toBe("Неверные переменные окружения:\n  PORT: x");
    expect(translator("en", "sellerConsole.sites")("hostTaken", { host: "a.ru", site: "acme" })).toBe("the host a.ru is already taken by the site «acme»");
  });

  it("reads a key without a namespace too", () => {
    expect(translator("ru")("cart.api.productNotFound")).toBe(translator("ru", "cart.api")("productNotFound"));
  });
});
