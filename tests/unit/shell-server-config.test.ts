/**
 * @jest-environment node
 */
import { getShellConfig } from "@/lib/server/shell/shell-config";
import { readForcedState, withTestShellConfig } from "@/lib/server/shell/test-switch";

const settings = { chatButton: true } as Parameters<typeof getShellConfig>[0]["settings"];
const chatButton = { type: "multi", link: "mailto:a@b.test", chatButtons: [{ type: "telegram", link: "https://t.me/x" }] };

describe("shell configuration of a site", () => {
  it("has a chat button only when both the setting and the configuration say so (spec §3)", () => {
    expect(getShellConfig({ settings, config: { chatButton } }).chat).toEqual({ kind: "link", link: "mailto:a@b.test", buttons: chatButton.chatButtons });
    expect(getShellConfig({ settings: { ...settings, chatButton: false }, config: { chatButton } }).chat).toBeNull();
    expect(getShellConfig({ settings, config: {} }).chat).toBeNull();
    expect(getShellConfig({ settings, config: { chatButton: { ...chatButton, type: "jivo", link: "https://code.jivo.ru/widget/1" } } }).chat?.kind).toBe("jivo");
  });

  it("reads the important notice and the regional message defensively", () => {
    expect(getShellConfig({ settings, config: {} })).toMatchObject({ importantNotice: null, regionalMessage: false });
    expect(getShellConfig({ settings, config: { importantNotice: { title: "Важно", html: "<p>x</p>" } } }).importantNotice).toEqual({ title: "Важно", html: "<p>x</p>", hidden: false });
    const broken = { importantNotice: { title: 5 }, regionalMessage: "yes" } as unknown as Parameters<typeof getShellConfig>[0]["config"];
    expect(getShellConfig({ settings, config: broken })).toMatchObject({ importantNotice: null, regionalMessage: false });
    expect(getShellConfig({ settings, config: { regionalMessage: { enabled: true } } }).regionalMessage).toBe(true);
  });

  it("sanitises the important notice's HTML where it is read (the seller's HTML never reaches the page as is)", () => {
    const html = '<p onclick="steal()">Склад <a href="javascript:alert(1)">закрыт</a></p><script>steal()</script><img src=x onerror=steal()>';
    expect(getShellConfig({ settings, config: { importantNotice: { title: "Важно", html } } }).importantNotice?.html).toBe(
      '<p>Склад <a target="_blank" rel="noopener noreferrer">закрыт</a></p><img src="x" alt="" />',
    );
  });

  it("has a web-analytics counter only for a digits-only counter id (it goes into an inline script)", () => {
    expect(getShellConfig({ settings, config: {} }).webAnalytics).toBeNull();
    expect(getShellConfig({ settings, config: { yandexMetrikaCounterId: null } }).webAnalytics).toBeNull();
    expect(getShellConfig({ settings, config: { yandexMetrikaCounterId: "12345678" } }).webAnalytics).toEqual({ counterId: "12345678", ecommerce: false });
    expect(getShellConfig({ settings, config: { yandexMetrikaCounterId: '1);alert("x' } }).webAnalytics).toBeNull();
    const ecommerce = { yandexMetrikaCounterId: "42", b2bAnalytics: { enabled: false, modules: { yandexMetrika: { enabled: true, ecommerce: true } } } };
    expect(getShellConfig({ settings, config: ecommerce }).webAnalytics).toEqual({ counterId: "42", ecommerce: true });
  });
});

describe("test-only switch", () => {
  it("means nothing without B2B_TEST_SWITCHES=1", () => {
    expect(readForcedState("503", {})).toBeNull();
    expect(readForcedState("500", { B2B_TEST_SWITCHES: "0" })).toBeNull();
  });

  it("forces 503 or 500 when the environment allows it", () => {
    expect(readForcedState("503", { B2B_TEST_SWITCHES: "1" })).toBe("503");
    expect(readForcedState("500", { B2B_TEST_SWITCHES: "1" })).toBe("500");
    expect(readForcedState("404", { B2B_TEST_SWITCHES: "1" })).toBeNull();
    expect(readForcedState(undefined, { B2B_TEST_SWITCHES: "1" })).toBeNull();
  });
});

describe("test-only shell configuration", () => {
  const plain = getShellConfig({ settings, config: {} });
  const texts = { noticeTitle: "Важно", noticeText: "a < b" };

  it("changes nothing without the switch", () => {
    expect(withTestShellConfig(plain, { notice: "shown", regional: "1" }, texts, {})).toBe(plain);
  });

  it("adds a notice (shown or hidden by configuration) and the regional message", () => {
    const on = { B2B_TEST_SWITCHES: "1" };
    expect(withTestShellConfig(plain, { notice: "shown" }, texts, on).importantNotice).toEqual({ title: "Важно", html: "<p>a &lt; b</p>", hidden: false });
    expect(withTestShellConfig(plain, { notice: "hidden" }, texts, on).importantNotice?.hidden).toBe(true);
    expect(withTestShellConfig(plain, { regional: "1" }, texts, on).regionalMessage).toBe(true);
    expect(withTestShellConfig(plain, {}, texts, on)).toEqual(plain);
  });
});
