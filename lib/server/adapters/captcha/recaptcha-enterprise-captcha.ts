import "server-only";
import { logger } from "../../log";
import type { TCaptchaAdapter } from "./types";

type TSettings = { projectId: string; apiKey: string; siteKey: string; minScore: number };

type TAssessment = {
  tokenProperties?: { valid?: boolean; invalidReason?: string; action?: string };
  riskAnalysis?: { score?: number };
};

export function recaptchaAssessmentUrl(projectId: string, apiKey: string): string {
  return `https://recaptchaenterprise.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/assessments?key=${encodeURIComponent(apiKey)}`;
}

/**
 * reCAPTCHA Enterprise: creates an assessment of the token (REST API with an API key). The token passes
 * when it is valid, was made for the expected action and scores at least minScore.
 */
export function recaptchaEnterpriseCaptcha(settings: TSettings, fetchImpl: typeof fetch = fetch): TCaptchaAdapter {
  return {
    name: "recaptcha-enterprise",
    async verify({ token, action, ip }) {
      const event: Record<string, string> = { token, siteKey: settings.siteKey, expectedAction: action };
      if (ip && ip !== "local") event.userIpAddress = ip;
      try {
        const response = await fetchImpl(recaptchaAssessmentUrl(settings.projectId, settings.apiKey), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ event }),
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) {
          logger.warn({ status: response.status }, "reCAPTCHA Enterprise assessment failed");
          return { ok: false, reason: "unavailable" };
        }
        const assessment = (await response.json()) as TAssessment;
        const properties = assessment.tokenProperties;
        if (!properties?.valid || properties.action !== action) return { ok: false, reason: "invalid" };
        return (assessment.riskAnalysis?.score ?? 0) >= settings.minScore ? { ok: true } : { ok: false, reason: "invalid" };
      } catch (err) {
        logger.warn({ err }, "reCAPTCHA Enterprise unreachable");
        return { ok: false, reason: "unavailable" };
      }
    },
  };
}
