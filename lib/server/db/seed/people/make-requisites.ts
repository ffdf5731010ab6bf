import "server-only";
import { innWithChecksum } from "@/lib/shared/inn";
import type { TRng } from "../prng";
import type { TLegalEntitySeed } from "./types";

const digits = (rng: TRng, count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join("");

/** ОГРН (13 digits, organisations) or ОГРНИП (15, sole traders) with the right check digit. */
export function makeOgrn(rng: TRng, region: string, soleTrader: boolean): string {
  const year = String(rng.int(3, 23)).padStart(2, "0");
  const body = soleTrader ? `3${year}${region}${digits(rng, 9)}` : `1${year}${region}${digits(rng, 7)}`;
  const check = soleTrader ? (BigInt(body) % 13n) % 10n : (BigInt(body) % 11n) % 10n;
  return body + String(check);
}

/** A legal entity with a valid INN: 10 digits and a KPP for a company, 12 digits and no KPP for a sole trader. */
export function makeLegalEntity(rng: TRng, opts: { name: string; region: string; address: string; soleTrader?: boolean }): TLegalEntitySeed {
  const office = String(rng.int(1, 46)).padStart(2, "0");
  if (opts.soleTrader) {
    return { name: opts.name, inn: innWithChecksum(`${opts.region}${office}${digits(rng, 6)}`), kpp: null, ogrn: makeOgrn(rng, opts.region, true), address: opts.address };
  }
  const inn = innWithChecksum(`${opts.region}${office}${digits(rng, 5)}`);
  return { name: opts.name, inn, kpp: `${inn.slice(0, 4)}01001`, ogrn: makeOgrn(rng, opts.region, false), address: opts.address };
}
