/** @jest-environment node */
import { malformedRequest } from "@/lib/server/http/malformed-request";

// Issue 16: requests Next answered with a 500 on every route are stopped in front of it.
describe("malformedRequest", () => {
  it("refuses a path whose percent-escapes do not decode", () => {
    for (const url of ["/api/health/%FF", "/catalog/%C0%AF", "/%", "/catalog%E0%A4%A"]) expect(malformedRequest(url, "localhost:3000")).toBe("bad-path");
  });

  it("refuses a NUL in a page's address, and leaves an API call's query to the route (it names the field)", () => {
    expect(malformedRequest("/catalog?keyword=%00", "localhost")).toBe("nul-in-url");
    expect(malformedRequest("/catalog?keyword=a%00b", "localhost")).toBe("nul-in-url");
    expect(malformedRequest("/api/v2/search?keyword=%00", "localhost")).toBeNull();
  });

  it("refuses a Host that is no host name or has a port past 65535", () => {
    for (const host of ["localhost:99999", "localhost:0", "localhost:", "local host", "evil.test/x", "localhost:3000:1"]) expect(malformedRequest("/", host)).toBe("bad-host");
  });

  it("lets ordinary addresses through: Cyrillic, encoded spaces, a bare or bracketed host, no Host at all", () => {
    expect(malformedRequest("/catalog?keyword=%D0%BA%D0%B0%D0%B1%D0%B5%D0%BB%D1%8C%203%D1%852%2C5", "localhost:3000")).toBeNull();
    expect(malformedRequest("/content/reglament#x", "second.localhost")).toBeNull();
    expect(malformedRequest("/api/health", "[::1]:3000")).toBeNull();
    expect(malformedRequest("/api/health", "127.0.0.1")).toBeNull();
    expect(malformedRequest("/", undefined)).toBeNull();
    expect(malformedRequest("/catalog?keyword=%", "localhost")).toBeNull();
  });
});
