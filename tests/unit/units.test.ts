import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { unitKey } from "@/lib/shared/units";

// Units are ours to translate (common.units.*); a unit we do not know is the seller's and stays as written.
describe("unit labels", () => {
  it("knows the units of the catalogue, its stocks and its features", () => {
    expect(unitKey("шт")).toBe("piece");
    expect(unitKey("м")).toBe("metre");
    expect(unitKey("кг")).toBe("kilogram");
    expect(unitKey("упак")).toBe("pack");
    expect(unitKey("мм²")).toBe("squareMillimetre");
    expect(unitKey("Вт")).toBe("watt");
  });

  it("reads a unit written with a dot or in capitals, but keeps the case of SI symbols", () => {
    expect(unitKey(" шт. ")).toBe("piece");
    expect(unitKey("ШТ")).toBe("piece");
    expect(unitKey("мА")).toBe("milliampere");
    expect(unitKey("МА")).toBeNull();
  });

  it("leaves a unit it does not know to the seller", () => {
    expect(unitKey("бухта 100 м")).toBeNull();
    expect(unitKey("")).toBeNull();
  });

  it("has a label for every unit in every language: pcs, m, kg in English", () => {
    const keys = ["шт", "м", "см", "мм", "км", "м²", "мм²", "м³", "кг", "г", "т", "л", "упак", "компл", "пара", "рул", "А", "кА", "мА", "В", "кВ", "Вт", "кВт", "К", "бар", "лм"].map((u) => unitKey(u));
    for (const key of keys) {
      expect(key).not.toBeNull();
      for (const bundle of [ru, en, uz]) expect((bundle.common.units as Record<string, string>)[key ?? ""]).toEqual(expect.any(String));
    }
    expect([en.common.units.piece, en.common.units.metre, en.common.units.kilogram]).toEqual(["pcs", "m", "kg"]);
    expect(Object.values(en.common.units).join(" ")).not.toMatch(/[А-Яа-яЁё]/);
  });
});
