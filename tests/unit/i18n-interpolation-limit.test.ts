import type { AbstractIntlMessages } from "next-intl";
import { compileMessages, countInterpolations, MAX_INTERPOLATIONS } from "@/lib/server/i18n/compile-messages";

type TTranslate = { (key: string, values?: Record<string, string | number>): string };
type TCreate = (config: { locale: string; messages: AbstractIntlMessages }) => TTranslate;

// Pages format with next-intl's format-only formatter (next.config.mjs): the test formats the same way.
let createFormatOnly: TCreate = () => () => "";
jest.isolateModules(() => {
  jest.doMock("use-intl/format-message", () => jest.requireActual("use-intl/format-message/format-only"));
  createFormatOnly = jest.requireActual<{ createTranslator: TCreate }>("use-intl/core").createTranslator;
});

const withArguments = (count: number) => Array.from({ length: count }, (_, i) => `{a${i % 7}}`).join(" ");

describe("the interpolation limit (spec §9: 1000 replacements)", () => {
  it("is the spec's figure", () => {
    expect(MAX_INTERPOLATIONS).toBe(1000);
  });

  it("counts every argument, tag and # in every branch of a plural", () => {
    const tree = compileMessages({ m: "{n, plural, one {# товар у <b>{who}</b>} other {# товаров}} — {site}" });
    // The plural itself, and in its branches: #, the tag, {who}, #; then {site}.
    expect(countInterpolations(tree.m)).toBe(6);
    expect(countInterpolations(compileMessages({ m: "без аргументов" }).m)).toBe(0);
  });

  it("formats a site's text of exactly 1000 replacements, and shows one of 1001 as written", () => {
    const values = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`a${i}`, "x"]));
    const atLimit = withArguments(MAX_INTERPOLATIONS);
    const overLimit = withArguments(MAX_INTERPOLATIONS + 1);
    const messages = compileMessages({ site: { atLimit, overLimit } });
    const t = createFormatOnly({ locale: "ru", messages });
    expect(t("site.atLimit", values)).toBe(Array(MAX_INTERPOLATIONS).fill("x").join(" "));
    expect(t("site.overLimit", values)).toBe(overLimit);
  });
});
