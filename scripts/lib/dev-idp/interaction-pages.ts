import { demoCustomers, type TDemoCustomer } from "./demo-customers";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Локальный банк</title>
<style>
  body { font-family: Roboto, Arial, sans-serif; background: #eef3f0; color: #1d2433; margin: 0; }
  main { max-width: 480px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 22px; margin: 0 0 8px; color: #1b5e20; }
  p { color: #5f6b7a; }
  label.customer { display: block; border: 1px solid #dfe4ec; border-radius: 8px; padding: 12px; margin: 8px 0; cursor: pointer; }
  label.customer small { display: block; color: #5f6b7a; margin-top: 4px; }
  ul { padding-left: 20px; }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  button { font: inherit; padding: 10px 20px; border-radius: 6px; border: 1px solid #2e7d32; cursor: pointer; }
  button.primary { background: #2e7d32; color: #fff; }
  button.secondary { background: #fff; color: #2e7d32; }
</style>
</head>
<body><main>
<p>Локальный банк · учебный сервис для разработки</p>
${body}
</main></body>
</html>`;
}

/** Step 1: who is signing in (instead of a password, pick one of the bank's demo customers). */
export function loginPage(uid: string, clientId: string): string {
  const choices = demoCustomers
    .map(
      (customer, index) => `<label class="customer"><input type="radio" name="customer" value="${escapeHtml(customer.sub)}"${index === 0 ? " checked" : ""}>
  ${escapeHtml(customer.title)}<small>${escapeHtml(customer.hint)}</small></label>`,
    )
    .join("\n");
  return page(
    "Вход",
    `<h1>Вход в Локальный банк</h1>
<p>Магазин «${escapeHtml(clientId)}» просит подтвердить вашу личность. Выберите клиента банка:</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
${choices}
<div class="actions"><button class="primary" type="submit">Войти</button></div>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><div class="actions"><button class="secondary" type="submit">Отмена</button></div></form>`,
  );
}

const scopeTexts: Record<string, string> = {
  openid: "идентификатор клиента банка",
  email: "адрес электронной почты",
  phone: "номер телефона",
  profile: "фамилия, имя и отчество",
};

/** Step 2: what the shop will learn; allow or refuse. */
export function consentPage(uid: string, clientId: string, customer: TDemoCustomer | undefined, scopes: string[]): string {
  const items = scopes.map((scope) => `<li>${escapeHtml(scopeTexts[scope] ?? scope)}</li>`).join("");
  return page(
    "Согласие",
    `<h1>Передать данные магазину?</h1>
<p>${customer ? `${escapeHtml(customer.title)}, м` : "М"}агазин «${escapeHtml(clientId)}» получит:</p>
<ul>${items}</ul>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm"><div class="actions"><button class="primary" type="submit">Разрешить</button></div></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><div class="actions"><button class="secondary" type="submit">Отказать</button></div></form>`,
  );
}

export function errorPage(message: string): string {
  return page("Ошибка", `<h1>Ошибка</h1><p>${escapeHtml(message)}</p>`);
}
