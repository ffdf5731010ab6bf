"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import { toFormError } from "@/lib/client/auth/form-errors";
import { useUploadAvatar } from "@/lib/client/office/use-profile";
import { OfficeSection } from "./office-section";

/**
 * The profile photo: choosing a file shows it whole (no cropping here: the server centres the 256 px
 * copy), «Загрузить фото» sends it (POST /api/v1/profile/avatar). The server checks type and size and
 * answers the spec's texts, shown under the picture.
 */
export function AvatarUpload({ avatar }: { avatar: string | null }) {
  const t = useTranslations("office.avatar");
  const upload = useUploadAvatar();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;

  // A preview's address holds the file in memory: let it go once another file replaces it or the form goes.
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const reset = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  return (
    <OfficeSection id="office-avatar" title={t("heading")}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex h-32 w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-page">
          {preview ? (
            // A local preview of the chosen file (a blob: address): next/image cannot optimise it.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={preview} alt={t("preview")} className="h-full w-full object-contain" />
          ) : avatar ? (
            // eslint-disable-next-line @next/next/no-img-element -- the stored 256 px WebP, already small
            <img src={avatar} alt={t("current")} className="h-full w-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-muted">{t("none")}</span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <label htmlFor={inputId} className="text-sm font-medium">
              {t("choose")}
            </label>
            <input
              id={inputId}
              ref={inputRef}
              type="file"
              accept="image/jpeg,image/png"
              aria-describedby={`${inputId}-hint`}
              className="mt-1 block w-full text-sm file:mr-3 file:h-9 file:rounded-md file:border file:border-primary file:bg-white file:px-3 file:text-primary"
              onChange={(event) => {
                setMessage(null);
                const picked = event.target.files?.[0];
                setChosen(picked ? { file: picked, preview: URL.createObjectURL(picked) } : null);
              }}
            />
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-muted">
              {t("hint")}
            </p>
          </div>
          {message ? <FormAlert kind={message.kind}>{message.text}</FormAlert> : null}
          {file ? (
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                pending={upload.isPending}
                onClick={() =>
                  upload.mutate(file, {
                    onSuccess: () => {
                      reset();
                      setMessage({ kind: "info", text: t("uploaded") });
                    },
                    onError: (error) => {
                      const failure = toFormError(error);
                      setMessage({ kind: "error", text: failure.errors.data?.[0] ?? failure.message ?? t("hint") });
                    },
                  })
                }
              >
                {t("upload")}
              </Button>
              <Button type="button" variant="ghost" disabled={upload.isPending} onClick={reset}>
                {t("cancel")}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </OfficeSection>
  );
}
