import { closeAuth, closeAuthTool, openAuth, openAuthTool, readAuthHistory, setConfiguredInitialAuth, switchAuth } from "@/lib/client/auth/auth-history";

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/catalog?section=5");
  setConfiguredInitialAuth("signin");
});

describe("auth dialogs in history state (spec §2)", () => {
  it("pushes the current path and query with the mode last used on this device", () => {
    window.localStorage.setItem("B2B_AUTH_INITIAL", "signup");
    const entries = window.history.length;
    openAuth();
    expect(window.history.length).toBe(entries + 1);
    expect(window.history.state).toMatchObject({ openedAuth: "signup" });
    expect(`${window.location.pathname}${window.location.search}`).toBe("/catalog?section=5");
  });

  it("falls back to the site's configured initial mode", () => {
    setConfiguredInitialAuth("signup");
    openAuth();
    expect(readAuthHistory().openedAuth).toBe("signup");
  });

  it("does nothing when a dialog is already open", () => {
    openAuth("signin");
    const entries = window.history.length;
    openAuth("signup");
    expect(window.history.length).toBe(entries);
    expect(readAuthHistory().openedAuth).toBe("signin");
  });

  it("replaces the state when switching between sign-in and sign-up, and clears it on close", () => {
    openAuth("signin");
    const entries = window.history.length;
    switchAuth("signup");
    expect(window.history.length).toBe(entries);
    expect(readAuthHistory().openedAuth).toBe("signup");
    closeAuth();
    expect(readAuthHistory()).toEqual({ openedAuth: null, openedAuthTool: null });
    expect(window.history.length).toBe(entries);
  });

  it("keeps other history state it did not write", () => {
    window.history.replaceState({ keep: 1 }, "", "/catalog");
    openAuth("signin");
    closeAuth();
    expect(window.history.state).toEqual({ keep: 1 });
  });

  it("opens the company search as its own entry and goes back to close it", async () => {
    openAuth("signup");
    openAuthTool("AuthDadata");
    expect(readAuthHistory()).toEqual({ openedAuth: "signup", openedAuthTool: "AuthDadata" });
    const popped = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    closeAuthTool();
    await popped;
    expect(readAuthHistory()).toEqual({ openedAuth: "signup", openedAuthTool: null });
  });
});
