import { amountInWords, numberInWords, pluralForm } from "@/lib/shared/amount-in-words";

describe("amount in words (the invoice's «Всего к оплате» in Russian)", () => {
  it("writes roubles in words and kopecks in digits, capitalised", () => {
    expect(amountInWords(12_345)).toBe("Сто двадцать три рубля 45 копеек");
    expect(amountInWords(100)).toBe("Один рубль 00 копеек");
    expect(amountInWords(2_101)).toBe("Двадцать один рубль 01 копейка");
    expect(amountInWords(502)).toBe("Пять рублей 02 копейки");
  });

  it("says zero", () => {
    expect(amountInWords(0)).toBe("Ноль рублей 00 копеек");
    expect(amountInWords(7)).toBe("Ноль рублей 07 копеек");
  });

  it("uses «many» after 11–14, whatever the last digit", () => {
    for (const n of [11, 12, 13, 14, 111, 212, 1013]) expect(amountInWords(n * 100)).toMatch(/ рублей 00 копеек$/);
    expect(amountInWords(1_100)).toBe("Одиннадцать рублей 00 копеек");
    expect(amountInWords(1_411)).toBe("Четырнадцать рублей 11 копеек");
    expect(pluralForm(112, ["рубль", "рубля", "рублей"])).toBe("рублей");
    expect(pluralForm(122, ["рубль", "рубля", "рублей"])).toBe("рубля");
  });

  it("makes thousands feminine and millions masculine", () => {
    expect(numberInWords(1_000)).toBe("одна тысяча");
    expect(numberInWords(2_000)).toBe("две тысячи");
    expect(numberInWords(21_000)).toBe("двадцать одна тысяча");
    expect(numberInWords(5_000)).toBe("пять тысяч");
    expect(numberInWords(11_000)).toBe("одиннадцать тысяч");
    expect(numberInWords(1_000_000)).toBe("один миллион");
    expect(numberInWords(2_000_000)).toBe("два миллиона");
    expect(numberInWords(12_000_000)).toBe("двенадцать миллионов");
    expect(numberInWords(2_001_002)).toBe("два миллиона одна тысяча два");
  });

  it("writes a large invoice total", () => {
    expect(amountInWords(123_456_789_01)).toBe("Сто двадцать три миллиона четыреста пятьдесят шесть тысяч семьсот восемьдесят девять рублей 01 копейка");
    expect(amountInWords(1_000_000_000_00)).toBe("Один миллиард рублей 00 копеек");
    expect(amountInWords(3_040_500_00)).toBe("Три миллиона сорок тысяч пятьсот рублей 00 копеек");
  });

  it("refuses what is not an amount", () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(-1)).toThrow(RangeError);
  });
});
