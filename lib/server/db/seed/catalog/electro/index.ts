import "server-only";
import type { TCatalogTemplate } from "../types";
import { electroBrands, electroGroups } from "./brands";
import { enclosureLines } from "./enclosures";
import { fastenerLines } from "./fasteners";
import { electroFeatures } from "./features";
import { installationLines } from "./installation";
import { lightingLines } from "./lighting";
import { modularDeviceLines } from "./modular-devices";
import { meteringLines } from "./metering";
import { powerCableLines } from "./power-cables";
import { routingLines } from "./routing";
import { switchgearLines } from "./switchgear";
import { toolLines } from "./tools";
import { wireLines } from "./wires";
import { wiringLines } from "./wiring";

/** «Электро-Опт»: electrical and industrial goods. Section order follows the order of the lines. */
export const electroCatalog: TCatalogTemplate = {
  features: electroFeatures,
  brands: electroBrands,
  groups: electroGroups,
  sellers: ["Электро-Опт", "ТД «Электрокомплект»", "Партнёр-Дистрибуция"],
  lines: [
    ...powerCableLines,
    ...wireLines,
    ...modularDeviceLines,
    ...switchgearLines,
    ...lightingLines,
    ...wiringLines,
    ...enclosureLines,
    ...routingLines,
    ...installationLines,
    ...fastenerLines,
    ...toolLines,
    ...meteringLines,
  ],
  sets: ["Хит продаж", "Новинка", "Выгодная цена"],
  deliveryDays: [1, 1, 2, 2, 3, 5, 7, 10, 14],
};
