// One `POST /api/v1/order` through the real route handler, as a signed-in buyer would send it (bench:orders, bench:orders-floor).
import { POST as placeOrderRoute } from "../../app/api/v1/order/route";

export function postOrder(token: string, requestId: string, body: string): Promise<Response> {
  return placeOrderRoute(
    new Request("http://localhost/api/v1/order", {
      method: "POST",
      headers: { host: "localhost", authorization: `Bearer ${token}`, "content-type": "application/json", "x-request-id": requestId },
      body,
    }),
    { params: Promise.resolve({}) },
  );
}
