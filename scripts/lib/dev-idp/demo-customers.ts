/** A person the local bank knows: what it asserts about them as OpenID Connect claims. */
export type TDemoCustomer = {
  sub: string;
  title: string;
  hint: string;
  claims: {
    email: string;
    email_verified: boolean;
    phone_number: string;
    phone_number_verified: boolean;
    name: string;
    given_name: string;
    family_name: string;
    middle_name: string;
  };
};

/**
 * The local bank's customers. The first has the e-mail and phone of the seeded buyer of localhost
 * (so signing in links that account); the second is nobody the storefront knows (so it leads to sign-up).
 */
export const demoCustomers: TDemoCustomer[] = [
  {
    sub: "localbank-customer-0001",
    title: "Иван Сергеевич Петров",
    hint: "buyer@demo.test, +7 900 000-00-01 — уже есть учётная запись в демо-магазине",
    claims: {
      email: "buyer@demo.test",
      email_verified: true,
      phone_number: "+79000000001",
      phone_number_verified: true,
      name: "Петров Иван Сергеевич",
      given_name: "Иван",
      family_name: "Петров",
      middle_name: "Сергеевич",
    },
  },
  {
    sub: "localbank-customer-0002",
    title: "Мария Сергеевна Новикова",
    hint: "maria.novikova@bank.test, +7 900 555-12-34 — новый клиент, попадёт на регистрацию",
    claims: {
      email: "maria.novikova@bank.test",
      email_verified: true,
      phone_number: "+79005551234",
      phone_number_verified: true,
      name: "Новикова Мария Сергеевна",
      given_name: "Мария",
      family_name: "Новикова",
      middle_name: "Сергеевна",
    },
  },
];

export function findDemoCustomer(sub: string): TDemoCustomer | undefined {
  return demoCustomers.find((customer) => customer.sub === sub);
}
