import { normalizeHost } from "@/lib/shared/host";

describe("normalizeHost", () => {
  it("drops the port, case and a trailing dot", () => {
    expect(normalizeHost("Second.Localhost:3000")).toBe("second.localhost");
    expect(normalizeHost("shop.example.ru.")).toBe("shop.example.ru");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
    expect(normalizeHost(null)).toBe("");
  });
});
