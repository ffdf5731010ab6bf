import { mapResetConfirmError, mapResetRequestError, mapSignUpError, toFormError } from "@/lib/client/auth/form-errors";
import { formatPhoneInput } from "@/lib/client/auth/phone-input";
import { signupFieldConfig, isFieldShown } from "@/lib/client/auth/sign-up-fields";
import { requisitesProblem } from "@/lib/client/auth/read-file";
import { ApiError } from "./auth-api-mock";

jest.mock("@/lib/client/api", () => jest.requireActual("./auth-api-mock"));

describe("server errors in forms (spec §5)", () => {
  it("reads the server body of a failed call", () => {
    expect(toFormError(new ApiError({ status: 400, message: "Проверьте поля", errors: { email: ["Неверный e-mail"] }, errorCode: 1 }))).toEqual({
      status: 400,
      message: "Проверьте поля",
      errors: { email: ["Неверный e-mail"] },
      errorCode: 1,
    });
    expect(toFormError(new TypeError("Failed to fetch")).status).toBe(-1);
  });

  it("maps a reset confirm error on repeatPassword to passwordRepeat and drops the message", () => {
    const mapped = mapResetConfirmError({ status: 400, message: "Проверьте поля", errors: { repeatPassword: ["Пароли не совпадают"], code: ["Неверный код"] } });
    expect(mapped).toEqual({ status: 400, message: null, errors: { passwordRepeat: ["Пароли не совпадают"], code: ["Неверный код"] } });
  });

  it("keeps the message of a reset confirm error without repeatPassword", () => {
    const error = { status: 400, message: "Код истёк. Запросите новый код.", errors: { code: ["Код истёк"] } };
    expect(mapResetConfirmError(error)).toBe(error);
  });

  it("puts an errorCode 1 of reset step 0 on the field the buyer used", () => {
    expect(mapResetRequestError({ status: 400, message: "Не найден", errors: { email: ["Не найден"] }, errorCode: 1 }, "email").errors).toEqual({ email: ["Не найден"] });
    expect(mapResetRequestError({ status: 400, message: "Не найден", errors: {}, errorCode: 1 }, "phone")).toMatchObject({ message: null, errors: { phone: ["Не найден"] } });
    const other = { status: 429, message: "Слишком много попыток", errors: {} };
    expect(mapResetRequestError(other, "phone")).toBe(other);
  });

  it("makes a token or agreeForProcessingData error the sign-up message when there is none", () => {
    expect(mapSignUpError({ status: 400, message: null, errors: { token: ["Регистрация не найдена"] } }).message).toBe("Регистрация не найдена");
    expect(mapSignUpError({ status: 400, message: null, errors: { agreeForProcessingData: ["Нужно согласие"] } }).message).toBe("Нужно согласие");
    expect(mapSignUpError({ status: 400, message: "Своё", errors: { token: ["Регистрация не найдена"] } }).message).toBe("Своё");
    expect(mapSignUpError({ status: 400, message: null, errors: { email: ["Занят"] } }).message).toBeNull();
  });
});

describe("phone field", () => {
  it.each([
    ["", ""],
    ["8", ""],
    ["9", "+7 (9"],
    ["900", "+7 (900"],
    ["9001", "+7 (900) 1"],
    ["89000000001", "+7 (900) 000-00-01"],
    ["+7 900 000-00-01", "+7 (900) 000-00-01"],
    ["+7 (900) 000-00-0123", "+7 (900) 000-00-01"],
    ["+7 (900) 000-0", "+7 (900) 000-0"],
  ])("formats %j as %j", (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });
});

describe("sign-up fields", () => {
  it("always requires email, password, repeatPassword and regionId and hides company fields from individuals", () => {
    const config = signupFieldConfig([{ name: "email", enabled: false, required: false }, { name: "promoCode", enabled: true, required: true }]);
    expect(config.email).toEqual({ enabled: true, required: true });
    expect(config.regionId.required).toBe(true);
    expect(config.promoCode).toEqual({ enabled: true, required: true });
    expect(config.loyaltyCardNumber.enabled).toBe(false);
    expect(isFieldShown(config, "inn", false)).toBe(true);
    expect(isFieldShown(config, "inn", true)).toBe(false);
  });

  it("accepts PDF, JPG and PNG requisites up to 5 MB", () => {
    expect(requisitesProblem({ name: "card.pdf", type: "application/pdf", size: 1000 })).toBeNull();
    expect(requisitesProblem({ name: "card.docx", type: "application/msword", size: 1000 })).toBe("wrongType");
    expect(requisitesProblem({ name: "card.png", type: "image/png", size: 6 * 1024 * 1024 })).toBe("tooLarge");
  });
});
