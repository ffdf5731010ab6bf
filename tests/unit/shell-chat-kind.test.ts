import { isScriptUrl, resolveChatKind, withMinuteStamp } from "@/lib/shared/chat-kind";

describe("chat kind (spec §2)", () => {
  it("takes the first live chat when the type says so or its flag is on", () => {
    expect(resolveChatKind({ type: "jivo" })).toBe("jivo");
    expect(resolveChatKind({ type: "JivoSite" })).toBe("jivo");
    expect(resolveChatKind({ type: "bitrix24", flags: { jivo: true } })).toBe("jivo");
  });

  it("otherwise the second when enabled", () => {
    expect(resolveChatKind({ type: "bitrix24" })).toBe("bitrix24");
    expect(resolveChatKind({ type: "multi", flags: { bitrix24: true } })).toBe("bitrix24");
  });

  it("anything else is a plain link", () => {
    expect(resolveChatKind({ type: "multi" })).toBe("link");
    expect(resolveChatKind({ type: "" })).toBe("link");
    expect(resolveChatKind({ type: "telegram", flags: { jivo: false, bitrix24: false } })).toBe("link");
  });

  it("stamps the script address with the current minute", () => {
    const now = Date.UTC(2025, 0, 1, 12, 30, 45);
    const minute = Math.floor(now / 60_000);
    expect(withMinuteStamp("https://cdn.example/loader.js", now)).toBe(`https://cdn.example/loader.js?${minute}`);
    expect(withMinuteStamp("https://cdn.example/loader.js?id=1", now)).toBe(`https://cdn.example/loader.js?id=1&${minute}`);
    // Same minute, same address: the browser cache works within a minute.
    expect(withMinuteStamp("https://x/a.js", now + 10_000)).toBe(withMinuteStamp("https://x/a.js", now));
    expect(withMinuteStamp("https://x/a.js", now + 60_000)).not.toBe(withMinuteStamp("https://x/a.js", now));
  });

  it("injects only https scripts (http only on this machine)", () => {
    expect(isScriptUrl("https://code.jivo.ru/widget/abc")).toBe(true);
    expect(isScriptUrl("http://localhost:3000/chat.js")).toBe(true);
    expect(isScriptUrl("http://cdn.example/loader.js")).toBe(false);
    expect(isScriptUrl("javascript:alert(1)")).toBe(false);
    expect(isScriptUrl("mailto:sales@example.test")).toBe(false);
  });
});
