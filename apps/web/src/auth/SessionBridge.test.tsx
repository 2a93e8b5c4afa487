import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/testing/fake-api";
import { afterPaintAnswer, openPage, rightOf } from "@/testing/reader-session";
import { sessionHintCookie } from "./public-config";

// The sign-in SDK's bridge as the header shows what it reports: a reader the SDK signed in gets their
// account menu (the right asked with the SDK's token) and logs out through it back to the site's top;
// a visitor it did not sign in gets ログイン, which signs in through the SDK and comes back to this
// page; a reader whose stored session the provider could not confirm is offered neither, and the SDK
// is asked again. The Auth0 SDK is the test's: its state is what the test says, its calls recorded.

interface SdkState {
  isLoading: boolean;
  isAuthenticated: boolean;
  user?: { name: string; email: string; updated_at: string };
  error?: Error;
}

const sdk = vi.hoisted(() => ({
  state: { isLoading: true, isAuthenticated: false } as SdkState,
  loginWithRedirect: vi.fn(async (_: unknown) => {}),
  logout: vi.fn(async (_: unknown) => {}),
  getAccessTokenSilently: vi.fn(async () => "access-token"),
  getIdTokenClaims: vi.fn(async () => ({ __raw: "id-token" })),
}));

vi.mock("@auth0/auth0-react", () => ({
  Auth0Provider: ({ children }: { children: ReactNode }) => children,
  useAuth0: () => ({
    ...sdk.state,
    loginWithRedirect: sdk.loginWithRedirect,
    logout: sdk.logout,
    getAccessTokenSilently: sdk.getAccessTokenSilently,
    getIdTokenClaims: sdk.getIdTokenClaims,
  }),
}));

const reader = { name: "読者", email: "reader@example.jp", updated_at: "1" };

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the SDK's hint cookie, as the SDK itself writes it
  document.cookie = `${sessionHintCookie}=; max-age=0; path=/`;
});

/** The page at `path` with the header, the SDK reporting `state` from the first render. */
async function pageWithSdk(path: string, state: SdkState) {
  window.history.pushState(null, "", path);
  sdk.state = state;
  const { default: SessionBridge, AccountArea } = await openPage(async () => ({
    ...(await import("./SessionBridge.island")),
    ...(await import("@/components/site/AccountArea.island")),
  }));
  const sent = fakeApi(() => afterPaintAnswer(rightOf("subscriber")));
  render(
    <>
      <SessionBridge />
      <AccountArea />
    </>,
  );
  return { sent, user: userEvent.setup() };
}

describe("SessionBridge", () => {
  it("gives a reader the SDK signed in their menu, and logs them out to the site's top", async () => {
    const { sent, user } = await pageWithSdk("/awd/articles/7", {
      isLoading: false,
      isAuthenticated: true,
      user: reader,
    });
    const menu = await screen.findByRole("button", { name: "アカウントメニュー" }, { timeout: 10_000 });
    expect(screen.queryByRole("link", { name: "ログイン" })).toBeNull();
    // The reader's right is asked with the SDK's token.
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sdk.getAccessTokenSilently).toHaveBeenCalled();

    await user.click(menu);
    await user.click(screen.getByRole("button", { name: "ログアウト" }));
    await waitFor(() =>
      expect(sdk.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: `${window.location.origin}/awd/` } }),
    );
  });

  it("offers ログイン to a visitor the SDK did not sign in, coming back to this page", async () => {
    const { user } = await pageWithSdk("/awd/articles/7?p=2", { isLoading: false, isAuthenticated: false });
    await user.click(await screen.findByRole("link", { name: "ログイン" }));
    await waitFor(() =>
      expect(sdk.loginWithRedirect).toHaveBeenCalledWith({
        appState: { returnTo: "/awd/articles/7?p=2" },
        authorizationParams: {},
      }),
    );
    expect(screen.queryByRole("button", { name: "アカウントメニュー" })).toBeNull();
  });

  it("offers neither to a reader whose stored session the provider could not confirm, asking the SDK again", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = `${sessionHintCookie}=true; path=/`;
    await pageWithSdk("/awd/articles/7", { isLoading: false, isAuthenticated: false });
    await waitFor(() => expect(sdk.getAccessTokenSilently).toHaveBeenCalled(), { timeout: 5_000 });
    expect(screen.queryByRole("link", { name: "ログイン" })).toBeNull();
    expect(screen.queryByRole("button", { name: "アカウントメニュー" })).toBeNull();
  });
});
