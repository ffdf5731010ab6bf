"use client";

import { useTranslations } from "next-intl";
import { OfficeScreen } from "@/components/office/office-screen";
import { OfficeSection } from "@/components/office/office-section";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatPrice } from "@/lib/client/catalog/money";
import { useGoldenClub, useJoinGoldenClub } from "@/lib/client/office/use-golden-club";
import { showBanner, showErrorOf } from "@/lib/client/shell/snackbar-store";
import type { TGoldenClub } from "@/lib/contracts/golden-club";
import { formatDate } from "@/lib/shared/money";
import { BonusHistory } from "./bonus-history";
import { ClubFeedbackForm } from "./club-feedback-form";
import { ClubLevels } from "./club-levels";
import { ClubQuestionnaire } from "./club-questionnaire";

/** /user/golden-club: the company's level, turnover, next level and balance; the percents; bonus history; feedback and questionnaire. */
export function GoldenClubScreen() {
  return <OfficeScreen section="goldenClub">{() => <GoldenClub />}</OfficeScreen>;
}

function GoldenClub() {
  const t = useTranslations("goldenClub");
  const club = useGoldenClub();
  if (club.isPending) return <Spinner label={t("loading")} />;
  if (club.isError) return <p className="text-sm text-red-700">{t("loadFailed")}</p>;
  const data = club.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t("intro")}</p>
      {data.isMember ? <ClubStatus club={data} /> : <JoinClub />}
      <ClubLevels club={data} />
      {data.isMember ? (
        <>
          <BonusHistory />
          <ClubQuestionnaire done={data.hasQuestionnaire} />
          <ClubFeedbackForm />
        </>
      ) : null}
    </div>
  );
}

function JoinClub() {
  const t = useTranslations("goldenClub.join");
  const join = useJoinGoldenClub();
  return (
    <OfficeSection id="club-join" title={t("title")}>
      <p className="mb-4 text-sm">{t("text")}</p>
      <Button type="button" pending={join.isPending} onClick={() => join.mutate(undefined, { onSuccess: () => showBanner(t("joined")), onError: (error) => showErrorOf(error) })}>
        {t("action")}
      </Button>
    </OfficeSection>
  );
}

function ClubStatus({ club }: { club: TGoldenClub }) {
  const t = useTranslations("goldenClub.status");
  const levelsT = useTranslations("goldenClub.levels");
  return (
    <OfficeSection id="club-status" title={t("heading")}>
      <dl className="grid gap-4 sm:grid-cols-3" data-testid="club-status">
        <div>
          <dt className="text-sm text-muted">{levelsT("level")}</dt>
          <dd className="text-xl font-medium text-secondary">{club.level ? club.level.name : t("noLevel")}</dd>
          {club.level ? <dd className="text-sm">{t("percent", { percent: club.level.percent })}</dd> : null}
        </div>
        <div>
          <dt className="text-sm text-muted">{t("turnover")}</dt>
          <dd className="text-xl font-medium">{formatPrice(club.turnover)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t("balance")}</dt>
          <dd className="text-xl font-medium" data-testid="club-balance">
            {formatPrice(club.balance)}
          </dd>
        </div>
      </dl>
      {club.joinedAt ? <p className="mt-4 text-sm text-muted">{t("joinedAt", { date: formatDate(club.joinedAt) })}</p> : null}
      <p className="mt-1 text-sm">
        {club.nextLevel ? t("next", { name: club.nextLevel.level.name, percent: club.nextLevel.level.percent, amount: formatPrice(club.nextLevel.needed) }) : t("top")}
      </p>
      <p className="mt-1 text-sm text-muted">{club.spendMaxPercent > 0 ? t("spendAllowed", { percent: club.spendMaxPercent }) : t("spendOff")}</p>
    </OfficeSection>
  );
}
