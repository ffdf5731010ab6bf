import { mapProfileUpdateError, passwordChangeBody } from "@/lib/client/office/profile-errors";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));

describe("profile update errors in the profile forms (spec §5)", () => {
  it("puts newPassword on the password field and repeatNewPassword on the repeat field, dropping the general message", () => {
    const mapped = mapProfileUpdateError({
      status: 400,
      message: "Проверьте правильность заполнения полей",
      errors: { currentPassword: ["Неверный текущий пароль"], newPassword: ["Пароль слишком простой"], repeatNewPassword: ["Пароли не совпадают"] },
    });
    expect(mapped).toEqual({
      status: 400,
      message: null,
      errors: { currentPassword: ["Неверный текущий пароль"], password: ["Пароль слишком простой"], passwordRepeat: ["Пароли не совпадают"] },
    });
  });

  it("groups texts per field without repeating one", () => {
    const mapped = mapProfileUpdateError({ status: 400, message: "x", errors: { newPassword: ["Короткий"], password: ["Короткий", "Простой"] } });
    expect(mapped.errors).toEqual({ password: ["Короткий", "Простой"] });
  });

  it("keeps the message when no field is named (too many tries, no answer)", () => {
    const error = { status: 429, message: "Слишком много попыток", errors: {} };
    expect(mapProfileUpdateError(error)).toEqual(error);
  });

  it("sends newPassword and repeatNewPassword from password and passwordRepeat, the current one only when there is a password", () => {
    const form = { currentPassword: "Old-Pass-2024", password: "New-Pass-2025", passwordRepeat: "New-Pass-2026" };
    expect(passwordChangeBody(form, true)).toEqual({ currentPassword: "Old-Pass-2024", newPassword: "New-Pass-2025", repeatNewPassword: "New-Pass-2026" });
    expect(passwordChangeBody(form, false)).toEqual({ newPassword: "New-Pass-2025", repeatNewPassword: "New-Pass-2026" });
  });
});
