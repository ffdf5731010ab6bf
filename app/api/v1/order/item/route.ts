import { ZOrderItemsQuery, ZOrderItemsResponse } from "@/lib/contracts/orders";
import { route } from "@/lib/server/http/route";
import { listOrderItems } from "@/lib/server/orders/list-order-items";

// GET /api/v1/order/item — ordered lines of the visible orders (tabs "items" and, with scope=current, "current-items")
export const GET = route({ auth: "required", query: ZOrderItemsQuery, response: ZOrderItemsResponse }, ({ site, auth, locale, query }) => listOrderItems({ site, auth, locale }, query));
