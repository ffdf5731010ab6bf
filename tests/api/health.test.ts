import { GET } from "@/app/api/health/route";
import { getDbHandle } from "@/lib/server/db/client";

describe("GET /api/health", () => {
  it("answers 200 while the database answers", async () => {
    const res = await GET(new Request("http://localhost/api/health"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    await expect(res.json()).resolves.toMatchObject({ status: "ok", database: "up" });
  });

  it("answers 503 once the database is gone, so a load balancer takes the instance out", async () => {
    await getDbHandle().close();
    const res = await GET(new Request("http://localhost/api/health"));
    expect(res.status).toBe(503);
    await expect(res.json()).resolves.toMatchObject({ database: "down", message: "База данных недоступна" });
  });
});
