// npm run jobs:expire-reservations — release the stock of confirmed orders whose 3-working-day
// reservation has run out (the server also does this every 10 minutes).
import { closeDb, getDbHandle } from "../../lib/server/db/client";
import { expireReservations } from "../../lib/server/jobs/expire-reservations";
import { runScript } from "../lib/run-script";

await runScript(async () => {
  const handle = getDbHandle();
  await handle.ping();
  const { expired } = await expireReservations();
  console.log(expired.length === 0 ? "Просроченных резервов нет" : `Снят резерв с заказов: ${expired.map((e) => e.orderId).join(", ")}`);
  await closeDb();
});
