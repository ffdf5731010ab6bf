/** React Query keys of the personal area; all start with "user", so signing out drops them (use-sign-out.ts). */
export const officeQueryKeys = {
  profile: ["user", "profile"] as const,
  notificationSettings: ["user", "notification-settings"] as const,
  paymentBindings: ["user", "payment-bindings"] as const,
  companyMembers: ["user", "company-members"] as const,
};
