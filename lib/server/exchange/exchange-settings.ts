import "server-only";
import type { TExchangeSettings } from "../db/schema";

/** A site's exchange settings with every default filled in. */
export type TResolvedExchangeSettings = Required<TExchangeSettings>;

const MB = 1024 * 1024;

/**
 * Defaults: 1C sends one zip (fewer calls, pictures packed), in parts of at most 100 MB; the brand is the
 * first of «Производитель», «Бренд», «Марка» a package has.
 */
export const DEFAULT_EXCHANGE_SETTINGS: TResolvedExchangeSettings = {
  zip: true,
  fileLimit: 100 * MB,
  brandProperties: ["Производитель", "Бренд", "Марка"],
};

export function resolveExchangeSettings(settings: TExchangeSettings | null | undefined): TResolvedExchangeSettings {
  return {
    zip: settings?.zip ?? DEFAULT_EXCHANGE_SETTINGS.zip,
    fileLimit: settings?.fileLimit && settings.fileLimit > 0 ? settings.fileLimit : DEFAULT_EXCHANGE_SETTINGS.fileLimit,
    brandProperties: settings?.brandProperties?.length ? settings.brandProperties : DEFAULT_EXCHANGE_SETTINGS.brandProperties,
  };
}

/** Limits of the exchange that are not per site (docs/api.md, «/exchange/1c»). */
export const EXCHANGE_LIMITS = {
  /** A session begun by checkauth lasts an hour; 1C signs in again at each exchange. */
  sessionSeconds: 60 * 60,
  /** Everything one site's exchange folder may hold at once (uploads and unpacked zips). */
  folderBytes: 2 * 1024 * MB,
  /** One entry of an uploaded zip, unpacked. */
  zipEntryBytes: 1024 * MB,
  /** All entries of one zip, unpacked. */
  zipTotalBytes: 2 * 1024 * MB,
  /** Entries in one zip. */
  zipEntries: 200_000,
  /** Unpacked size to packed size of an entry or of the whole zip: above it the zip is a bomb. */
  zipRatio: 100,
  /** Orders one sale/query sends; 1C asks again after sale/success for the rest. */
  queryOrders: 500,
} as const;
