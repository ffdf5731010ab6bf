import "server-only";
import type { TFeatureDef } from "../types";

// Keys are what line templates write; names and units are what the buyer sees in the filter panel.
export const electroFeatures: readonly TFeatureDef[] = [
  { key: "section", name: "Сечение", unit: "мм²", kind: "numeric", isPrimary: true },
  { key: "cores", name: "Количество жил", unit: "шт", kind: "numeric" },
  { key: "voltage", name: "Напряжение", unit: "В", kind: "numeric" },
  { key: "current", name: "Номинальный ток", unit: "А", kind: "numeric", isPrimary: true },
  { key: "poles", name: "Количество полюсов", unit: "шт", kind: "numeric" },
  { key: "curve", name: "Характеристика срабатывания", unit: null, kind: "text" },
  { key: "breaking", name: "Отключающая способность", unit: "кА", kind: "numeric" },
  { key: "leakage", name: "Ток утечки", unit: "мА", kind: "numeric" },
  { key: "power", name: "Мощность", unit: "Вт", kind: "numeric", isPrimary: true },
  { key: "cct", name: "Цветовая температура", unit: "К", kind: "numeric" },
  { key: "flux", name: "Световой поток", unit: "лм", kind: "numeric" },
  { key: "cap", name: "Цоколь", unit: null, kind: "text" },
  { key: "ip", name: "Степень защиты IP", unit: null, kind: "numeric" },
  { key: "modules", name: "Количество модулей", unit: "шт", kind: "numeric" },
  { key: "length", name: "Длина", unit: "м", kind: "numeric" },
  { key: "diameter", name: "Диаметр", unit: "мм", kind: "numeric" },
  { key: "width", name: "Ширина", unit: "мм", kind: "numeric" },
  { key: "height", name: "Высота", unit: "мм", kind: "numeric" },
  { key: "sockets", name: "Количество розеток", unit: "шт", kind: "numeric" },
  { key: "color", name: "Цвет", unit: null, kind: "text" },
  { key: "material", name: "Материал", unit: null, kind: "text" },
  { key: "mount", name: "Тип монтажа", unit: null, kind: "text" },
  { key: "type", name: "Исполнение", unit: null, kind: "text" },
];
