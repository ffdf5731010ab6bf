import "server-only";
import type { TAddressSuggestQuery, TCompanySuggestQuery, TSuggestion } from "@/lib/contracts/lookup";
import type { TSite } from "../../sites/resolve-site";

/** One address of the bundled data set (house level), in Dadata's vocabulary. */
export type TAddressRecord = {
  postalCode: string;
  region: string;
  regionType: string;
  regionTypeFull: string;
  regionFiasId: string;
  /** Moscow, St Petersburg, Sevastopol: the region is the city itself. */
  isFederalCity: boolean;
  city: string;
  cityType: string;
  cityTypeFull: string;
  cityFiasId: string;
  street: string;
  streetType: string;
  streetTypeFull: string;
  streetFiasId: string;
  house: string;
  houseFiasId: string;
};

/** One company of the bundled data set: a legal entity with valid INN, KPP and OGRN. */
export type TCompanyRecord = {
  inn: string;
  kpp: string;
  ogrn: string;
  ogrnDate: string;
  opfShort: string;
  opfFull: string;
  /** The name without its legal form: «Вектор». */
  name: string;
  director: { name: string; post: string };
  address: TAddressRecord;
  office: string;
};

/** An outside (or bundled) source of company and address suggestions. */
export type TCompanyLookupAdapter = {
  suggestCompany: (query: TCompanySuggestQuery) => Promise<TSuggestion[]>;
  suggestAddress: (query: TAddressSuggestQuery) => Promise<TSuggestion[]>;
};

export type TLookupContext = { site: TSite };
