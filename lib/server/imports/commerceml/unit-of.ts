import type { TXmlElement } from "../xml/read-xml-elements";
import { childText } from "../xml/read-xml-elements";

/** Short names of the units 1C sends most, by their OKEI code. */
const BY_CODE: Record<string, string> = {
  "796": "шт",
  "715": "пар",
  "166": "кг",
  "163": "г",
  "168": "т",
  "006": "м",
  "055": "м²",
  "113": "м³",
  "112": "л",
  "778": "упак",
  "839": "компл",
  "736": "рул",
  "625": "лист",
  "704": "набор",
  "018": "пог. м",
};

/**
 * The unit of a «БазоваяЕдиница»: its short name («НаименованиеКраткое»), or the short name of its OKEI
 * code, or its full name in lower case, or its text (CommerceML 2.04 writes "шт" as the text).
 */
export function unitOf(element: TXmlElement): string {
  const short = element.attrs["НаименованиеКраткое"] || childText(element, "НаименованиеКраткое");
  if (short) return short;
  const code = (element.attrs["Код"] || "").padStart(3, "0");
  if (BY_CODE[code]) return BY_CODE[code];
  const full = element.attrs["НаименованиеПолное"] || element.text;
  return full ? full.toLowerCase() : "шт";
}
