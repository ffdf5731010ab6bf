import { expect, test, type Page } from "@playwright/test";

// Issue 22 item 4: a site that chose Yandex SmartCaptcha or reCAPTCHA Enterprise gets that widget in its
// forms, and the token it makes goes with the form; inside the iOS app the native bridge answers instead.
// The providers' scripts are stand-ins served by route interception (nothing is downloaded), the site's
// choice comes from GET /api/v2/settings as the page reads it (rewritten here), and the reset call is
// answered here too: the providers' servers, which the adapters ask, are out of reach of a test.
// Desktop only: nothing here depends on the layout.
test.use({ locale: "ru-RU" });

type TCaptcha = { provider: "yandex" | "recaptcha-enterprise"; key: string };

async function siteChooses(page: Page, captcha: TCaptcha) {
  await page.route("**/api/v2/settings", async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { signup: { captcha: object } };
    body.signup.captcha = { enabled: true, ...captcha };
    await route.fulfill({ response: answer, json: body });
  });
}

/** Answers step 0 of the password reset and keeps what the form sent. */
async function resetCalls(page: Page): Promise<Record<string, unknown>[]> {
  const sent: Record<string, unknown>[] = [];
  await page.route("**/api/v1/user/password-reset", async (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ json: { errorCode: 0, message: "Код отправлен" } });
  });
  return sent;
}

async function openReset(page: Page) {
  await page.goto("/catalog");
  await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
  const signIn = page.getByRole("dialog", { name: "Вход" });
  await signIn.getByText("По e-mail").click();
  await signIn.getByLabel(/^E-mail/).fill("buyer@demo.test");
  await signIn.getByRole("button", { name: "Забыли пароль?" }).click();
  return page.getByRole("dialog", { name: "Восстановление пароля" });
}

// The stand-in SmartCaptcha: renders a button that "solves" the check and calls back with a token.
const SMART_CAPTCHA_STAND_IN = `window.smartCaptcha = {
  render: function (container, options) {
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = "Я не робот";
    button.onclick = function () { options.callback("ysc-token-for-" + options.sitekey); };
    container.appendChild(button);
    window.__smartCaptchaLanguage = options.hl;
    return 7;
  },
  destroy: function (id) { window.__smartCaptchaDestroyed = id; }
};`;

// The stand-in reCAPTCHA Enterprise: remembers the action it was asked for.
const RECAPTCHA_STAND_IN = `window.grecaptcha = { enterprise: {
  ready: function (callback) { setTimeout(callback, 0); },
  execute: function (siteKey, options) { window.__recaptchaAction = options.action; return Promise.resolve("rce-token-" + siteKey + "-" + options.action); }
} };`;

test("Yandex SmartCaptcha: the provider's widget is in the form and its token is sent", async ({ page }) => {
  await siteChooses(page, { provider: "yandex", key: "ysc1_site" });
  const scripts: string[] = [];
  await page.route("https://smartcaptcha.yandexcloud.net/**", (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: SMART_CAPTCHA_STAND_IN });
  });
  const sent = await resetCalls(page);
  const reset = await openReset(page);
  await reset.getByRole("group", { name: "Проверка «Я не робот»" }).getByRole("button", { name: "Я не робот" }).click();
  await reset.getByRole("button", { name: "Получить код" }).click();
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({ email: "buyer@demo.test", captchaToken: "ysc-token-for-ysc1_site" });
  expect(scripts).toEqual(["https://smartcaptcha.yandexcloud.net/captcha.js?render=onload"]);
  expect(await page.evaluate(() => (window as unknown as { __smartCaptchaLanguage?: string }).__smartCaptchaLanguage)).toBe("ru");
  // Step 1 has no captcha: the widget was taken down.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __smartCaptchaDestroyed?: number }).__smartCaptchaDestroyed)).toBe(7);
});

test("reCAPTCHA Enterprise: invisible, it makes a token for the form's action on submit; a script that fails to load is said and retried", async ({ page }) => {
  await siteChooses(page, { provider: "recaptcha-enterprise", key: "6Le-site" });
  let failFirst = true;
  await page.route("https://www.google.com/recaptcha/**", (route) => {
    if (failFirst) {
      failFirst = false;
      return route.abort();
    }
    return route.fulfill({ contentType: "text/javascript", body: RECAPTCHA_STAND_IN });
  });
  const sent = await resetCalls(page);
  const reset = await openReset(page);
  await expect(reset.getByText("Не удалось загрузить проверку.")).toBeVisible();
  await reset.getByRole("button", { name: "Загрузить ещё раз" }).click();
  await expect(reset.getByTestId("recaptcha-enterprise")).toHaveAttribute("data-state", "ready");
  await reset.getByRole("button", { name: "Получить код" }).click();
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({ email: "buyer@demo.test", captchaToken: "rce-token-6Le-site-password_reset" });
});

test("inside the iOS app the native bridge is asked and its token is sent", async ({ page }) => {
  await siteChooses(page, { provider: "yandex", key: "ysc1_site" });
  await page.route("https://smartcaptcha.yandexcloud.net/**", (route) => route.fulfill({ contentType: "text/javascript", body: SMART_CAPTCHA_STAND_IN }));
  // The webview's message handler: records the message and answers within the one second the page waits.
  await page.addInitScript(() => {
    const w = window as unknown as { webkit: unknown; __bridge: unknown[]; B2B_CAPTCHA_TOKEN?: string };
    w.__bridge = [];
    w.webkit = {
      messageHandlers: {
        captcha: {
          postMessage: (message: unknown) => {
            w.__bridge.push(message);
            setTimeout(() => (w.B2B_CAPTCHA_TOKEN = "ios-native-token"), 200);
          },
        },
      },
    };
  });
  const sent = await resetCalls(page);
  const reset = await openReset(page);
  await reset.getByRole("button", { name: "Получить код" }).click();
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({ captchaToken: "ios-native-token" });
  expect(await page.evaluate(() => (window as unknown as { __bridge: unknown[] }).__bridge)).toEqual([{ type: "captcha", action: "password_reset" }]);
});
