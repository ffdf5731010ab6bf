import "server-only";

export type TRole = "Administrator" | "Manager" | "buyer";

/** `photoGround`: the manager has a (drawn) photo on this colour; without it buyers see the initials. */
export type TManagerSeed = { key: string; name: string; position: string; email: string; phone: string; photoGround?: string };

export type TLegalEntitySeed = { name: string; inn: string; kpp: string | null; ogrn: string; address: string };

/** Money in kopecks. */
export type TCompanySeed = {
  key: string;
  name: string;
  isIndividual: boolean;
  priceTypeCode: string;
  creditSum: number;
  receivables: number;
  overdueReceivables: number;
  overdueDuration: number;
  deferralDays: number;
  balance: number;
  bonus: number;
  legalEntities: TLegalEntitySeed[];
  managerKeys: string[];
  deliveryAddresses: { address: string; city: string; comment: string | null; isDefault: boolean }[];
};

export type TUserSeed = {
  email: string;
  /** 10 digits without the leading 7 ("9000000001"). */
  phone: string;
  firstName: string;
  lastName: string;
  middleName: string;
  gender: "male" | "female";
  city: string;
  position: string;
  region: string;
  isIndividual: boolean;
  emailAgreedForMarketing: boolean;
  memberships: { company: string; role: TRole }[];
  activeCompany: string | null;
  /** Cards the user saved at earlier payments (the personal area's «Сохранённые карты»). */
  savedCards?: { maskedPan: string; paymentSystem: string; expiry: string }[];
  /** Shown in the seed summary and the README. */
  note?: string;
};

export type TPeopleSeed = { managers: TManagerSeed[]; companies: TCompanySeed[]; users: TUserSeed[] };
