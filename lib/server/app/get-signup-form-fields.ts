import "server-only";
import { signupFieldNames, type TSignupField, type TSignupFieldName } from "@/lib/contracts/app";
import type { TSite } from "../sites/resolve-site";

/** Spec §5: these are always required, whatever a site configures. */
const alwaysRequired: readonly TSignupFieldName[] = ["email", "password", "repeatPassword", "regionId"];

/** Shown by default but optional; the loyalty card and promo code only when a site turns them on. */
const disabledByDefault: readonly TSignupFieldName[] = ["loyaltyCardNumber", "promoCode"];

/**
 * The sign-up form's fields with their enabled/required flags (spec §3): the defaults below, adjusted
 * by the site's `config.signupFields`. The sign-up call validates step 1 against the same list.
 */
export function getSignupFormFields(site: Pick<TSite, "config">): TSignupField[] {
  const overrides = site.config.signupFields ?? {};
  return signupFieldNames.map((name) => {
    const override = overrides[name];
    const isRequired = alwaysRequired.includes(name);
    const enabled = isRequired || (override?.enabled ?? !disabledByDefault.includes(name));
    return { name, enabled, required: isRequired || (enabled && Boolean(override?.required)) };
  });
}
