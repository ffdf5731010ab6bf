import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZCartAmount, ZCartLinesResponse } from "./cart";
import { MAX_SPECIFICATION_NAME } from "./specifications";
import { ZId, ZListMeta, ZMoney } from "./user";

/**
 * The configurator (issue 23 item 3, spec §2 `/modules/{configurator}`): a site's configurators are data —
 * steps over catalogue sections, and rules over product features that keep each step's choice compatible
 * with what was picked at earlier steps (docs/adr «configurator», docs/api.md «Configurator»). The buyer's
 * picks travel with every call (nothing is stored until they go to the cart or a new specification).
 */

export const MAX_CONFIGURATOR_STEPS = 12;
export const MAX_STEP_RULES = 20;
export const MAX_PICKS = 100;
export const CONFIGURATOR_OPTIONS_PER_PAGE = 20;

/** The texts of a field name the field: its label is a choice of the messages' `select`. */
type TTextLabel = "feature" | "value" | "stepTitle" | "section" | "name";
const ZText = (max: number, label: TTextLabel) =>
  z
    .string({ error: fieldMessage("configurator.textString", { label }) })
    .trim()
    .min(1, fieldMessage("configurator.textEmpty", { label }))
    .max(max, fieldMessage("configurator.textMax", { label, max }));
/** A step's or configurator's key: latin letters, digits and dashes. */
export const ZConfiguratorKey = z
  .string({ error: fieldMessage("common.string") })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, fieldMessage("configurator.key"));
/** A feature as the catalogue names it («Номинальный ток»), matched without regard to case. */
const ZFeatureName = ZText(200, "feature");
/** A product picked at an earlier step: its feature is the bound. */
export const ZPickedFeature = z.object({ step: ZConfiguratorKey, feature: ZFeatureName }).strict();
const ZValue = z.union([z.number({ error: fieldMessage("common.numberOrString") }), ZText(200, "value")], { error: fieldMessage("common.numberOrString") });

/**
 * A rule over the candidates of the step it belongs to:
 * - `eq` / `lte` / `gte`: the candidate's `feature` compared with a constant `value`, or with the same or another
 *   feature of the product picked at an earlier step (`of`; every product picked there must satisfy it);
 * - `in`: the candidate's `feature` is one of `values`;
 * - `sum_lte`: Σ (feature × amount) over the picks of `steps` (this candidate counted once more) ≤ the feature
 *   `of` the product picked at an earlier step — a capacity, e.g. modules on the DIN rail ≤ the enclosure's.
 * A rule whose `of` step has no pick yet does not constrain; a candidate without the feature fails the rule.
 */
export const ZConfiguratorRule = z.discriminatedUnion(
  "op",
  [
    z
      .object({ op: z.enum(["eq", "lte", "gte"]), feature: ZFeatureName, value: ZValue.optional(), of: ZPickedFeature.optional() })
      .strict()
      .refine((r) => (r.value === undefined) !== (r.of === undefined), fieldMessage("configurator.ruleValueOrOf"))
      .refine((r) => r.op === "eq" || r.value === undefined || typeof r.value === "number", fieldMessage("configurator.ruleCompareNumber")),
    z.object({ op: z.literal("in"), feature: ZFeatureName, values: z.array(ZValue).min(1, fieldMessage("configurator.ruleInValue")).max(100) }).strict(),
    z.object({ op: z.literal("sum_lte"), feature: ZFeatureName, steps: z.array(ZConfiguratorKey).min(1, fieldMessage("configurator.ruleSumStep")).max(MAX_CONFIGURATOR_STEPS), of: ZPickedFeature }).strict(),
  ],
  { error: fieldMessage("configurator.ruleOp") },
);
export type TConfiguratorRule = z.infer<typeof ZConfiguratorRule>;

/** A step: the catalogue section (by name, its subsections included) it picks from, how many products (min–max), its rules. */
export const ZConfiguratorStep = z
  .object({
    key: ZConfiguratorKey,
    title: ZText(100, "stepTitle"),
    section: ZText(200, "section"),
    min: z.number().int().min(0).max(50).default(0),
    max: z.number().int().min(1).max(50).default(1),
    rules: z.array(ZConfiguratorRule).max(MAX_STEP_RULES).default([]),
  })
  .strict()
  .refine((s) => s.min <= s.max, fieldMessage("configurator.stepMinMax"));
export type TConfiguratorStep = z.infer<typeof ZConfiguratorStep>;

/** A configurator as the seller saves it (a JSON file for `configurator:save`): earlier steps bound later ones only. */
export const ZConfiguratorDefinition = z
  .object({
    code: ZConfiguratorKey,
    name: ZText(MAX_SPECIFICATION_NAME - 40, "name"),
    description: z.string().trim().max(1000).default(""),
    steps: z.array(ZConfiguratorStep).min(1, fieldMessage("configurator.atLeastOneStep")).max(MAX_CONFIGURATOR_STEPS),
  })
  .strict()
  .superRefine((def, ctx) => {
    const seen: string[] = [];
    def.steps.forEach((step, i) => {
      if (seen.includes(step.key)) ctx.addIssue({ code: "custom", path: ["steps", i, "key"], message: fieldMessage("configurator.stepExists", { step: step.key }) });
      step.rules.forEach((rule, r) => {
        const bound = "of" in rule && rule.of ? rule.of.step : null;
        if (bound !== null && !seen.includes(bound)) ctx.addIssue({ code: "custom", path: ["steps", i, "rules", r, "of", "step"], message: fieldMessage("configurator.stepOrder", { bound, step: step.key }) });
        if (rule.op === "sum_lte") {
          const known = def.steps.map((s) => s.key);
          for (const name of rule.steps) if (!known.includes(name)) ctx.addIssue({ code: "custom", path: ["steps", i, "rules", r, "steps"], message: fieldMessage("configurator.noStep", { step: name }) });
        }
      });
      seen.push(step.key);
    });
  });
export type TConfiguratorDefinition = z.infer<typeof ZConfiguratorDefinition>;

// ——— Requests ———

export const ZConfiguratorParams = z.object({ code: ZConfiguratorKey });

export const ZConfiguratorPick = z.object({ step: ZConfiguratorKey, productId: ZId, amount: ZCartAmount });
export type TConfiguratorPick = z.infer<typeof ZConfiguratorPick>;
const ZPicks = z.array(ZConfiguratorPick, { error: fieldMessage("configurator.picks") }).max(MAX_PICKS, fieldMessage("configurator.maxProducts", { max: MAX_PICKS }));

/** POST /api/v1/configurators/{code}/evaluate: the picks so far; the options of `step` (default: the first unfinished one), `q` narrows them by name or article. */
export const ZEvaluateConfigurationRequest = z.object({
  picks: ZPicks.default([]),
  step: ZConfiguratorKey.optional(),
  q: z.string({ error: fieldMessage("common.string") }).trim().max(100, fieldMessage("common.max100Chars")).optional(),
  page: z.number({ error: fieldMessage("configurator.pageNumber") }).int(fieldMessage("configurator.pageInteger")).min(1, fieldMessage("configurator.pageMin")).max(1000).default(1),
});
export type TEvaluateConfigurationRequest = z.infer<typeof ZEvaluateConfigurationRequest>;

/** POST /api/v1/configurators/{code}/to-cart. */
export const ZConfigurationToCartRequest = z.object({ picks: ZPicks.min(1, fieldMessage("configurator.pickProducts")) });
export type TConfigurationToCartRequest = z.infer<typeof ZConfigurationToCartRequest>;

/** POST /api/v1/configurators/{code}/to-specification: the new specification's name (default: the configurator's with the date). */
export const ZConfigurationToSpecificationRequest = ZConfigurationToCartRequest.extend({
  name: z.string({ error: fieldMessage("common.string") }).trim().min(1, fieldMessage("common.nameRequired")).max(MAX_SPECIFICATION_NAME, fieldMessage("common.nameMax", { max: MAX_SPECIFICATION_NAME })).optional(),
});
export type TConfigurationToSpecificationRequest = z.infer<typeof ZConfigurationToSpecificationRequest>;

// ——— Responses ———

/** A rule that names a feature the site does not have: reported, not applied. */
export const ZConfiguratorNotice = z.object({ step: z.string(), rule: z.number().int(), feature: z.string(), message: z.string() });
export type TConfiguratorNotice = z.infer<typeof ZConfiguratorNotice>;

export const ZConfiguratorSummary = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  steps: z.array(z.object({ key: z.string(), title: z.string(), min: z.number().int(), max: z.number().int() })),
});
export type TConfiguratorSummary = z.infer<typeof ZConfiguratorSummary>;

/** GET /api/v1/configurators. */
export const ZConfiguratorListResponse = z.object({ items: z.array(ZConfiguratorSummary) });
export type TConfiguratorListResponse = z.infer<typeof ZConfiguratorListResponse>;

/** A product as a step shows it: the company's price, and the features the rules read («Номинальный ток: 16 А»). */
export const ZConfiguratorProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  article: z.string(),
  unit: z.string(),
  price: ZMoney,
  features: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type TConfiguratorProduct = z.infer<typeof ZConfiguratorProduct>;

export const ZConfigurationPick = ZConfiguratorProduct.extend({ step: z.string(), amount: z.number().int(), total: ZMoney });
export type TConfigurationPick = z.infer<typeof ZConfigurationPick>;

/** A capacity (`sum_lte`): how much the picks use of the bounding product's feature, and what remains. */
export const ZConfiguratorCapacity = z.object({ step: z.string(), feature: z.string(), unit: z.string(), used: z.number(), limit: z.number(), remaining: z.number() });
export type TConfiguratorCapacity = z.infer<typeof ZConfiguratorCapacity>;

export const ZConfigurationResponse = z.object({
  configurator: ZConfiguratorSummary,
  picks: z.array(ZConfigurationPick),
  capacities: z.array(ZConfiguratorCapacity),
  total: ZMoney,
  /** Every step has at least its `min` picks: it can go to the cart. */
  complete: z.boolean(),
  options: z.object({ step: z.string(), items: z.array(ZConfiguratorProduct), meta: ZListMeta }),
  notices: z.array(ZConfiguratorNotice),
});
export type TConfigurationResponse = z.infer<typeof ZConfigurationResponse>;

export const ZConfigurationToCartResponse = ZCartLinesResponse;
export type TConfigurationToCartResponse = z.infer<typeof ZConfigurationToCartResponse>;
