import { addWorkingDays, isWeekend } from "@/lib/shared/working-days";

// Moscow is UTC+3: 12:00 UTC is 15:00 in Moscow. 2026-11-16 is a Monday.
const at = (iso: string) => new Date(iso);

describe("addWorkingDays", () => {
  it("adds plain weekdays inside one week, keeping the time of day", () => {
    expect(addWorkingDays(at("2026-11-16T12:00:00Z"), 3).toISOString()).toBe("2026-11-19T12:00:00.000Z");
  });

  it("skips the weekend: Friday + 1 is Monday, Thursday + 3 is Tuesday", () => {
    expect(addWorkingDays(at("2026-11-20T12:00:00Z"), 1).toISOString()).toBe("2026-11-23T12:00:00.000Z");
    expect(addWorkingDays(at("2026-11-19T12:00:00Z"), 3).toISOString()).toBe("2026-11-24T12:00:00.000Z");
  });

  it("counts from Monday when the start falls on a weekend", () => {
    expect(addWorkingDays(at("2026-11-21T07:00:00Z"), 1).toISOString()).toBe("2026-11-23T07:00:00.000Z");
    expect(addWorkingDays(at("2026-11-22T07:00:00Z"), 3).toISOString()).toBe("2026-11-25T07:00:00.000Z");
  });

  it("reads weekdays in Moscow time: Friday 22:30 UTC is already Saturday in Moscow", () => {
    // 2026-11-20T22:30Z = Saturday 01:30 MSK → +1 working day = Monday 01:30 MSK.
    expect(addWorkingDays(at("2026-11-20T22:30:00Z"), 1).toISOString()).toBe("2026-11-22T22:30:00.000Z");
    // The same instant read in UTC is a Friday → Monday 22:30 UTC.
    expect(addWorkingDays(at("2026-11-20T22:30:00Z"), 1, 0).toISOString()).toBe("2026-11-23T22:30:00.000Z");
  });

  it("spans several weeks and leaves the start alone for 0 days", () => {
    expect(addWorkingDays(at("2026-11-16T12:00:00Z"), 10).toISOString()).toBe("2026-11-30T12:00:00.000Z");
    const start = at("2026-11-21T12:00:00Z");
    expect(addWorkingDays(start, 0).getTime()).toBe(start.getTime());
  });

  it("refuses negative or fractional days", () => {
    expect(() => addWorkingDays(at("2026-11-16T12:00:00Z"), -1)).toThrow(RangeError);
    expect(() => addWorkingDays(at("2026-11-16T12:00:00Z"), 1.5)).toThrow(RangeError);
  });
});

describe("isWeekend", () => {
  it("knows Saturday and Sunday in Moscow time", () => {
    expect(isWeekend(at("2026-11-21T12:00:00Z"))).toBe(true);
    expect(isWeekend(at("2026-11-22T12:00:00Z"))).toBe(true);
    expect(isWeekend(at("2026-11-23T12:00:00Z"))).toBe(false);
    expect(isWeekend(at("2026-11-22T21:30:00Z"))).toBe(false);
  });
});
