import type { AbstractIntlMessages } from "next-intl";
import { compileMessages } from "@/lib/server/i18n/compile-messages";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";

// Pages format server-compiled messages with next-intl's format-only formatter (next.config.mjs aliases
// use-intl/format-message to it). Every message must read exactly as the full ICU formatter reads the
// source text, in every language.

type TTree = { [key: string]: string | TTree };
type TTranslate = { markup: (key: string, values?: Record<string, string | number | ((chunks: string) => string)>) => string };
type TCreate = (config: { locale: string; messages: AbstractIntlMessages }) => TTranslate;

const { createTranslator: createFull } = jest.requireActual<{ createTranslator: TCreate }>("use-intl/core");
let createFormatOnly: TCreate = createFull;
jest.isolateModules(() => {
  jest.doMock("use-intl/format-message", () => jest.requireActual("use-intl/format-message/format-only"));
  createFormatOnly = jest.requireActual<{ createTranslator: TCreate }>("use-intl/core").createTranslator;
});

/** Sample values for a compiled message's arguments: numbers for plurals and numbers, a case of a select, tags as markup. */
function sampleValues(node: unknown, values: Record<string, string | number | ((chunks: string) => string)>): void {
  if (!Array.isArray(node)) return;
  const [name, type, ...rest] = node as [unknown, unknown, ...unknown[]];
  if (typeof name === "string" && type === undefined) values[name] = `‹${name}›`;
  else if (typeof name === "string" && (type === 2 || type === 3 || type === 4)) values[name] = 3;
  else if (typeof name === "string" && type === 1) values[name] = Object.keys((rest[0] as Record<string, unknown>) ?? {})[0] ?? "other";
  else if (typeof name === "string" && (typeof type !== "number" || type === 0)) values[name] = (chunks) => `<${name}>${chunks}</${name}>`;
  for (const child of node) {
    if (Array.isArray(child)) sampleValues(child, values);
    else if (child && typeof child === "object") for (const branch of Object.values(child)) sampleValues(branch, values);
  }
}

function keysOf(tree: TTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

describe.each([
  ["ru", ru],
  ["en", en],
  ["uz", uz],
] as const)("compiled %s messages", (locale, bundle) => {
  const compiled = compileMessages(bundle);
  const full = createFull({ locale, messages: bundle });
  const formatOnly = createFormatOnly({ locale, messages: compiled });

  it("format exactly like the source texts", () => {
    let withArguments = 0;
    for (const key of keysOf(bundle)) {
      const node = key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], compiled);
      const values: Record<string, string | number | ((chunks: string) => string)> = {};
      sampleValues(node, values);
      if (Array.isArray(node)) withArguments += 1;
      expect([key, formatOnly.markup(key, values)]).toEqual([key, full.markup(key, values)]);
    }
    expect(withArguments).toBeGreaterThan(50);
  });

  it("are compiled once per message tree", () => {
    expect(compileMessages(bundle)).toBe(compiled);
  });
});

it("keeps a site's text that is not valid ICU as written", () => {
  const messages = compileMessages({ shell: { skipToContent: "К товарам {", title: "Всего {count, plural, one {# товар} other {# товаров}}" } });
  expect(createFormatOnly({ locale: "ru", messages }).markup("shell.skipToContent")).toBe("К товарам {");
  expect(createFormatOnly({ locale: "ru", messages }).markup("shell.title", { count: 5 })).toBe("Всего 5 товаров");
});

it("hands React only plain objects and arrays (it refuses null prototypes on the way to the browser)", () => {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node && typeof node === "object") {
      expect(Object.getPrototypeOf(node)).toBe(Object.prototype);
      Object.values(node).forEach(walk);
    }
  };
  walk(compileMessages(ru));
});
