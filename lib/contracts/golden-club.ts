import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZListMeta, ZPagingQuery } from "./catalog-calls";
import { ZMoney } from "./user";

/**
 * The golden club (spec §2 /user/golden-club, issue 23 item 5): the loyalty programme of a site — levels by
 * turnover, cash-back percents per level and per brand or section, the company's bonus balance and history,
 * the feedback form and the questionnaire. Calls at /api/v1/golden-club… (docs/api.md «Golden club»).
 * Money is a decimal string in roubles; percents are numbers (3.5 = 3.5 %).
 */

export const ZClubLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The turnover (completed orders' totals) from which a company is on this level. */
  turnoverFrom: ZMoney,
  percent: z.number(),
  isCurrent: z.boolean(),
});
export type TClubLevel = z.infer<typeof ZClubLevel>;

/** A percent for one brand or one section (with its subsections) that overrides the level's. */
export const ZClubRule = z.object({ kind: z.enum(["brand", "section"]), id: z.number().int(), name: z.string(), percent: z.number() });
export type TClubRule = z.infer<typeof ZClubRule>;

// GET /api/v1/golden-club, POST /api/v1/golden-club/join
export const ZGoldenClub = z.object({
  isMember: z.boolean(),
  joinedAt: z.string().nullable(),
  /** The totals of the company's completed orders. */
  turnover: ZMoney,
  level: ZClubLevel.nullable(),
  /** The next level up and the turnover still needed to reach it; null on the top level. */
  nextLevel: z.object({ level: ZClubLevel, needed: ZMoney }).nullable(),
  levels: z.array(ZClubLevel),
  rules: z.array(ZClubRule),
  /** The company's bonus balance (company info's `bonus`). */
  balance: ZMoney,
  /** The share of an order's total a member may pay with bonuses (0: bonuses are only collected). */
  spendMaxPercent: z.number(),
  /** Whether the company has already sent the questionnaire. */
  hasQuestionnaire: z.boolean(),
});
export type TGoldenClub = z.infer<typeof ZGoldenClub>;

// GET /api/v1/golden-club/history?page&per-page
export const ZBonusHistoryQuery = ZPagingQuery.transform((q) => ({ page: q.page, perPage: q["per-page"] }));
export type TBonusHistoryQuery = z.infer<typeof ZBonusHistoryQuery>;
export const ZBonusEntry = z.object({
  id: z.number().int(),
  kind: z.enum(["opening", "accrual", "spending", "refund"]),
  /** Positive for accruals and refunds (a cancelled order's spending given back), negative for spending. */
  amount: ZMoney,
  orderId: z.number().int().nullable(),
  orderName: z.string().nullable(),
  created: z.string(),
});
export type TBonusEntry = z.infer<typeof ZBonusEntry>;
export const ZBonusHistory = z.object({ items: z.array(ZBonusEntry), meta: ZListMeta });
export type TBonusHistory = z.infer<typeof ZBonusHistory>;

/** The questionnaire's questions with their answers' keys (the texts are messages goldenClub.questionnaire.*). */
export const clubActivities = ["installer", "reseller", "production", "construction", "other"] as const;
export const clubFrequencies = ["weekly", "monthly", "quarterly", "rarely"] as const;
export const clubSources = ["search", "manager", "exhibition", "recommendation", "other"] as const;
export const MAX_CLUB_TEXT = 2000;

const ZText = (max: number) => z.string().trim().max(max, fieldMessage("common.notLongerThan", { max }));

export const ZClubFeedbackRequest = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("feedback"), message: ZText(MAX_CLUB_TEXT).min(1, fieldMessage("goldenClub.message")) }),
  z.object({
    kind: z.literal("questionnaire"),
    activity: z.enum(clubActivities, fieldMessage("goldenClub.activity")),
    frequency: z.enum(clubFrequencies, fieldMessage("goldenClub.frequency")),
    source: z.enum(clubSources, fieldMessage("goldenClub.source")),
    rating: z.number(fieldMessage("common.rating")).int(fieldMessage("common.rating")).min(1, fieldMessage("common.rating")).max(5, fieldMessage("common.rating")),
    brands: ZText(500).default(""),
    comment: ZText(MAX_CLUB_TEXT).default(""),
  }),
]);
export type TClubFeedbackRequest = z.infer<typeof ZClubFeedbackRequest>;
export const ZClubFeedbackResponse = z.object({ id: z.number().int(), kind: z.enum(["feedback", "questionnaire"]), created: z.string() });
export type TClubFeedbackResponse = z.infer<typeof ZClubFeedbackResponse>;
