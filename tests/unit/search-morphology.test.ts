/** @jest-environment node */
import dns from "node:dns";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type * as TDictionaryModule from "@/lib/server/search/morphology/dictionary";
import { analyzeWord, formsOf, lemmasOf, tokensOf, wordsOf } from "@/lib/server/search/morphology";
import { snowballStem } from "@/lib/server/search/morphology/snowball";

describe("lemmasOf: the forms buyers type", () => {
  it.each([
    ["розеток", "розетка"],
    ["розетки", "розетка"],
    ["розеткой", "розетка"],
    ["гаек", "гайка"],
    ["кабелей", "кабель"],
    ["угла", "угол"],
    ["ёмкостей", "емкость"],
    ["емкостей", "емкость"],
    ["выключателей", "выключатель"],
    ["проводов", "провод"],
    ["труб", "труба"],
    ["муфт", "муфта"],
    ["хомутов", "хомут"],
    ["дюбелей", "дюбель"],
    ["сверл", "сверло"],
    ["свёрл", "сверло"],
    ["Розеток", "розетка"],
  ])("%s → %s", (form, lemma) => {
    expect(lemmasOf(form)).toContain(lemma);
  });

  it("«саморезов»: a trade word OpenCorpora lacks falls back to the stem, which joins its forms", () => {
    expect(lemmasOf("саморезов")).toEqual([]);
    expect(analyzeWord("саморезов")).toEqual(["саморез"]);
    expect(analyzeWord("самореза")).toEqual(analyzeWord("саморез"));
  });

  it("folds ё to е and lowercases every lemma", () => {
    for (const word of ["ёмкостей", "свёрл", "ЁЛОЧНАЯ", "Угла"]) {
      for (const lemma of lemmasOf(word)) expect(lemma).toBe(lemma.toLowerCase().replace(/ё/g, "е"));
    }
    expect(lemmasOf("ЁЛОЧНАЯ")).toContain("елочный");
  });

  it("gives every lemma of an ambiguous form", () => {
    expect(lemmasOf("стали")).toEqual(expect.arrayContaining(["сталь", "стать"]));
  });

  it("knows no lemma of an unknown word, a code, a number or a stop word", () => {
    for (const word of ["экопласт", "ва47", "16", "legrand", "для", "и", "", "зщшгфыв"]) expect(lemmasOf(word)).toEqual([]);
  });
});

describe("analyzeWord: lemmas, else the Snowball stem", () => {
  it("indexes and queries a known word by its lemma, whatever its form", () => {
    expect(analyzeWord("розеток")).toEqual(analyzeWord("Розетка"));
    expect(analyzeWord("гаек")).toEqual(analyzeWord("гайка"));
    expect(analyzeWord("угла")).toEqual(["угол"]);
    expect(analyzeWord("кабелей")).toEqual(["кабель"]);
  });

  it("stems what the dictionary does not know, as PostgreSQL's `russian` configuration", () => {
    expect(analyzeWord("экопласта")).toEqual([snowballStem("экопласта")]);
    expect(snowballStem("экопласта")).toBe("экопласт");
    expect(analyzeWord("cables")).toEqual(["cabl"]);
    expect(analyzeWord("ВА47")).toEqual(["ва47"]);
    expect(analyzeWord("3х2")).toEqual(["3х2"]);
  });

  it("gives no token for a stop word", () => {
    expect(analyzeWord("для")).toEqual([]);
    expect(analyzeWord("the")).toEqual([]);
    expect(tokensOf("Розетка для кабеля и провода")).toEqual(["розетка", "кабель", "провод"]);
  });

  it("splits a text as the search splits a keyword (the stop word «а» of «(А)» gives nothing, as in PostgreSQL)", () => {
    expect(tokensOf("Кабель ВВГнг(А)-LS 3х2,5 «Севкабель»")).toEqual(["кабель", ...analyzeWord("ввгнг"), "ls", "3х2", "5", ...analyzeWord("севкабель")]);
  });
});

describe("brands and codes are not lemmatised into other words", () => {
  it.each(["Legrand", "IEK", "ABB", "Шнайдер", "Экопласт", "КЭАЗ", "ДКС", "EKF", "ВА47-29", "Schneider Electric", "Камкабель"])("%s stays itself", (brand) => {
    for (const word of wordsOf(brand)) {
      expect(lemmasOf(word)).toEqual([]);
      expect(analyzeWord(word)).toEqual([snowballStem(word)]);
      expect(formsOf(word)).toEqual([]);
    }
  });

  it("leaves a brand that is also a dictionary word as it is when the catalogue names it a brand", () => {
    const keep = new Set(["эра", "зубр", "конкорд"]);
    expect(lemmasOf("эры")).toContain("эра");
    expect(analyzeWord("эры", { keep })).toEqual(analyzeWord("эры"));
    expect(analyzeWord("эра", { keep })).toEqual([snowballStem("эра")]);
    expect(analyzeWord("зубр", { keep })).toEqual([snowballStem("зубр")]);
    expect(formsOf("эра", { keep })).toEqual([]);
    expect(formsOf("эра")).toEqual(expect.arrayContaining(["эры", "эрой"]));
  });

  it("does not take a proper name of the dictionary for a common word", () => {
    // «Меркурий» (a meter brand) is a name in the dictionary; typed in lowercase it is not lemmatised as one.
    expect(lemmasOf("меркурия")).not.toContain("меркурий");
  });
});

describe("formsOf: the forms a stem index may hold for the same word", () => {
  it("gives every form of the noun, with its fleeting vowel", () => {
    expect(formsOf("розеток")).toEqual(expect.arrayContaining(["розетка", "розетки", "розеток", "розеткам"]));
    expect(formsOf("угла")).toEqual(expect.arrayContaining(["угол", "углы", "углов"]));
    expect(formsOf("гаек")).toEqual(expect.arrayContaining(["гайка", "гаек"]));
  });

  it("gives nothing for unknown words and leaves verbs out", () => {
    expect(formsOf("экопласт")).toEqual([]);
    expect(formsOf("сверлить")).toEqual([]);
  });
});

describe("the dictionary", () => {
  it("ships inside the npm package and loads with the network unreachable", () => {
    jest.isolateModules(() => {
      const refuse = () => {
        throw new Error("network access during the dictionary load");
      };
      const spies = [
        jest.spyOn(net.Socket.prototype, "connect").mockImplementation(refuse),
        jest.spyOn(dns, "lookup").mockImplementation(refuse),
        jest.spyOn(globalThis, "fetch").mockImplementation(refuse),
      ];
      const saved = (globalThis as { __b2bMorphology?: unknown }).__b2bMorphology;
      delete (globalThis as { __b2bMorphology?: unknown }).__b2bMorphology;
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { loadDictionary } = require("@/lib/server/search/morphology/dictionary") as typeof TDictionaryModule;
        const dictionary = loadDictionary();
        expect(dictionary.dir).toBe(path.join(process.cwd(), "node_modules", "az", "dicts"));
        expect(fs.statSync(path.join(dictionary.dir, "words.dawg")).size).toBeGreaterThan(1_000_000);
        expect(dictionary.parse("розеток").map((p) => p.word)).toContain("розеток");
        for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      } finally {
        for (const spy of spies) spy.mockRestore();
        (globalThis as { __b2bMorphology?: unknown }).__b2bMorphology = saved;
      }
    });
  });
});
