import "server-only";

// The lines 1C shows its operator after `failure` or `progress`. 1C is Russian software and its exchange
// log has one language, so these are protocol texts in Russian, not UI strings in the reader's language.
export const exchangeText = {
  siteNotFound: "Сайт не найден",
  internal: "Внутренняя ошибка сервера. Попробуйте позже.",
  noCredentials: "Не указаны логин и пароль обмена",
  wrongCredentials: "Неверный логин или пароль обмена",
  noSession: "Сессия обмена не начата или истекла: выполните авторизацию (mode=checkauth)",
  unknownRequest: (type: string, mode: string) => `Неизвестный запрос обмена: type=${type || "—"}, mode=${mode || "—"}`,
  badFileName: (name: string) => `Недопустимое имя файла: ${name}`,
  noFileName: "Не указано имя файла (filename)",
  fileTooLarge: (limit: number) => `Часть файла больше ${limit} байт (file_limit)`,
  folderFull: (limit: number) => `Папка обмена переполнена: больше ${limit} байт`,
  notUploaded: (name: string) => `Файл ${name} не загружен`,
  waitingForOther: "Ждёт окончания другой загрузки",
  importStarted: "Загрузка начата",
  importFailed: "Загрузка не удалась",
  runGoing: "Идёт загрузка данных: дождитесь её окончания",
  zipBad: (name: string, reason: string) => `Архив ${name} не распакован: ${reason}`,
  zipUnsafeEntry: (entry: string) => `недопустимое имя файла в архиве: ${entry}`,
  zipEntryTooLarge: (entry: string, limit: number) => `файл ${entry} больше ${limit} байт`,
  zipTooLarge: (limit: number) => `распакованный архив больше ${limit} байт`,
  zipTooManyEntries: (limit: number) => `в архиве больше ${limit} файлов`,
  zipRatio: (entry: string, ratio: number) => `файл ${entry} сжат сильнее ${ratio}:1 — похоже на zip-бомбу`,
  zipBroken: "архив повреждён",
} as const;
