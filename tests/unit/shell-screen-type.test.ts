import fs from "node:fs";
import path from "node:path";
import { screenBreakpoints, screenTypeFor } from "@/lib/client/shell/screen-type";

describe("screen type (spec §9 breakpoints)", () => {
  it("is desktop from 1280 px, tablet from sm, mobile below", () => {
    expect(screenBreakpoints).toEqual({ sm: 640, lg: 1280 });
    expect(screenTypeFor(1920)).toBe("desktop");
    expect(screenTypeFor(1280)).toBe("desktop");
    expect(screenTypeFor(1279)).toBe("tablet");
    expect(screenTypeFor(768)).toBe("tablet");
    expect(screenTypeFor(640)).toBe("tablet");
    expect(screenTypeFor(639)).toBe("mobile");
    expect(screenTypeFor(375)).toBe("mobile");
  });

  it("matches the CSS breakpoints of the theme", () => {
    const css = fs.readFileSync(path.join(__dirname, "../../app/globals.css"), "utf8");
    expect(css).toContain(`--breakpoint-sm: ${screenBreakpoints.sm / 16}rem;`);
    expect(css).toContain(`--breakpoint-lg: ${screenBreakpoints.lg / 16}rem;`);
  });
});
