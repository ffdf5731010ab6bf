import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZId, ZMoney } from "./user";

/**
 * The buyer's cart (spec §3 "Cart": items, selection, productAmountMap, search params with sort),
 * kept on the server per user and active company. Money is a decimal string in roubles, VAT included.
 */

export const MAX_CART_AMOUNT = 1_000_000;
export const MAX_CART_ITEMS = 500;

/** An amount as the buyer typed it; the server rounds it up to the product's minimum batch and multiplicity. */
export const ZCartAmount = z
  .number({ error: fieldMessage("cart.amountNumber") })
  .int(fieldMessage("common.amountInteger"))
  .min(1, fieldMessage("cart.amountMin"))
  .max(MAX_CART_AMOUNT, fieldMessage("cart.amountMax", { max: MAX_CART_AMOUNT }));

export const cartSorts = ["created", "-created", "name", "-name", "price", "-price", "total", "-total", "amount", "-amount"] as const;
export const ZCartSort = z.enum(cartSorts, { error: fieldMessage("common.sortOneOf", { values: cartSorts.join(", ") }) });

/** GET /api/v1/cart: `sort` orders the lines (default: in the order they were added). */
export const ZCartQuery = z.object({ sort: ZCartSort.optional() });
export type TCartQuery = z.infer<typeof ZCartQuery>;

/** POST /api/v1/cart/items: a catalogue product or a custom product; without `amount` the smallest valid one. */
export const ZAddCartItemRequest = z
  .object({
    productId: ZId.optional(),
    customProductId: ZId.optional(),
    amount: ZCartAmount.optional(),
  })
  .superRefine((value, ctx) => {
    const given = Number(value.productId !== undefined) + Number(value.customProductId !== undefined);
    if (given !== 1) ctx.addIssue({ code: "custom", path: ["productId"], message: fieldMessage("cart.productOrCustom") });
  });
export type TAddCartItemRequest = z.infer<typeof ZAddCartItemRequest>;

/** PUT /api/v1/cart/items/{id}. */
export const ZUpdateCartItemRequest = z.object({ amount: ZCartAmount });
export type TUpdateCartItemRequest = z.infer<typeof ZUpdateCartItemRequest>;

/** POST /api/v1/cart/selection: select or unselect lines; without `ids`, every line. */
export const ZCartSelectionRequest = z.object({
  ids: z.array(ZId, { error: fieldMessage("common.lineIds") }).max(MAX_CART_ITEMS, fieldMessage("common.maxLines", { max: MAX_CART_ITEMS })).optional(),
  selected: z.boolean({ error: fieldMessage("common.boolean") }),
});
export type TCartSelectionRequest = z.infer<typeof ZCartSelectionRequest>;

/**
 * Why a line cannot be ordered as it is: `missing` — the product was removed or withdrawn;
 * `out-of-stock` — nothing left; `not-enough-stock` — less than the amount. Such lines stay in the
 * cart (flagged) and are left out of the totals only when missing.
 */
export const cartLineStates = ["ok", "missing", "out-of-stock", "not-enough-stock"] as const;
export const ZCartLineState = z.enum(cartLineStates);
export type TCartLineState = z.infer<typeof ZCartLineState>;

export const ZLineType = z.enum(["product", "custom"]);
export type TLineType = z.infer<typeof ZLineType>;

export const ZCartItem = z.object({
  id: z.number().int(),
  type: ZLineType,
  productId: z.number().int().nullable(),
  customProductId: z.number().int().nullable(),
  name: z.string(),
  article: z.string().nullable(),
  unit: z.string(),
  image: z.string().nullable(),
  minimumBatch: z.number().int(),
  multiplicity: z.number().int(),
  amount: z.number().int(),
  /** Unit price of the active company's price type; null when the product is gone. */
  price: ZMoney.nullable(),
  total: ZMoney,
  vatRate: z.number().int(),
  vatAmount: ZMoney,
  selected: z.boolean(),
  /** Free stock over all warehouses; null for custom products (not stocked). */
  availableQuantity: z.number().int().nullable(),
  state: ZCartLineState,
  /** The state in words for the buyer; absent when the line is fine. */
  message: z.string().optional(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZFreeDelivery = z.object({
  threshold: ZMoney,
  /** How much more to order for free delivery ("0.00" once reached). */
  remaining: ZMoney,
  isReached: z.boolean(),
  text: z.string(),
});
export type TFreeDelivery = z.infer<typeof ZFreeDelivery>;

/** Totals of the selected lines that can be ordered (what the order would cost); VAT is included. */
export const ZCartTotals = z.object({
  positionsCount: z.number().int(),
  selectedCount: z.number().int(),
  itemsTotalPrice: ZMoney,
  customItemsTotalPrice: ZMoney,
  totalPrice: ZMoney,
  vatAmount: ZMoney,
  freeDelivery: ZFreeDelivery,
});
export type TCartTotals = z.infer<typeof ZCartTotals>;

export const ZCart = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  items: z.array(ZCartItem),
  /** Ids of the selected lines. */
  selection: z.array(z.number().int()),
  /** Catalogue product id → amount in the cart (the catalogue shows it as numberOfItemsInCart). */
  productAmountMap: z.record(z.string(), z.number().int()),
  /** Custom product id → amount. */
  customProductAmountMap: z.record(z.string(), z.number().int()),
  sort: ZCartSort.nullable(),
  totals: ZCartTotals,
});
export type TCart = z.infer<typeof ZCart>;

/**
 * GET /api/v1/cart/stock: free stock of the cart's catalogue lines at each of the site's warehouses (in
 * the seller's order), so the checkout shows before placing what a pickup warehouse has and which one has enough.
 */
export const ZCartStock = z.object({
  warehouses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  items: z.array(
    z.object({
      /** The cart line. */
      id: z.number().int(),
      productId: z.number().int(),
      amount: z.number().int(),
      unit: z.string(),
      /** Free stock (quantity less reserved) per warehouse, every warehouse of the site listed. */
      warehouses: z.array(z.object({ warehouseId: z.number().int(), available: z.number().int() })),
    }),
  ),
});
export type TCartStock = z.infer<typeof ZCartStock>;

/**
 * The answer of every cart change: the whole cart, and when the amount was rounded up to the
 * minimum batch or multiplicity, `adjusted: true` with the notice in `message`.
 */
export const ZCartChangeResponse = ZCart.extend({
  adjusted: z.boolean(),
  message: z.string().optional(),
  /** The line added or changed. */
  itemId: z.number().int().optional(),
});
export type TCartChangeResponse = z.infer<typeof ZCartChangeResponse>;

/** Most lines one bulk add may carry (the import wizard's file limit; a cart holds MAX_CART_ITEMS lines anyway). */
export const MAX_CART_LINES_REQUEST = 500;

/**
 * POST /api/v1/cart/lines: several products at once (the import wizard's «Готово»); each line as
 * POST /api/v1/cart/items takes it.
 */
export const ZAddCartLinesRequest = z.object({
  lines: z
    .array(ZAddCartItemRequest, { error: fieldMessage("cart.linesExpected") })
    .min(1, fieldMessage("common.addLine"))
    .max(MAX_CART_LINES_REQUEST, fieldMessage("cart.maxLinesAtOnce", { max: MAX_CART_LINES_REQUEST })),
});
export type TAddCartLinesRequest = z.infer<typeof ZAddCartLinesRequest>;

/** What a bulk add did: lines added (or grown), the amounts rounded up with the notice, the lines left out and why. */
export const ZCartLinesSummary = z.object({
  added: z.number().int(),
  adjusted: z.array(z.object({ name: z.string(), message: z.string() })),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type TCartLinesSummary = z.infer<typeof ZCartLinesSummary>;

export const ZCartLinesResponse = ZCartChangeResponse.extend({ summary: ZCartLinesSummary });
export type TCartLinesResponse = z.infer<typeof ZCartLinesResponse>;
