/** Moscow time (UTC+3 all year since 2014): the sellers' reference clock for working days. */
export const MOSCOW_UTC_OFFSET_MINUTES = 180;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Saturday or Sunday at the given offset from UTC. */
export function isWeekend(date: Date, utcOffsetMinutes = MOSCOW_UTC_OFFSET_MINUTES): boolean {
  const day = new Date(date.getTime() + utcOffsetMinutes * MINUTE).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The moment `days` working days after `start`, keeping the time of day: Saturdays and Sundays do
 * not count, so Friday 15:00 + 1 is Monday 15:00, and a start on a weekend counts from Monday
 * (Saturday 10:00 + 1 is Monday 10:00). Weekdays are read at `utcOffsetMinutes` (Moscow by default).
 */
export function addWorkingDays(start: Date, days: number, utcOffsetMinutes = MOSCOW_UTC_OFFSET_MINUTES): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number ≥ 0, got ${days}`);
  let time = start.getTime();
  let left = days;
  while (left > 0) {
    time += DAY;
    if (!isWeekend(new Date(time), utcOffsetMinutes)) left -= 1;
  }
  return new Date(time);
}
