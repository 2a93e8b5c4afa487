import type { DeskPartner, DeskPartnerSecret } from "@awd/core/contract/desk-partners";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deskPartnersMessages } from "@/messages/desk-partners";
import { editor, ok, problem, renderDesk, screenRequests, viewer } from "@/testing/desk";
import { answerQuestion, renderFailedRead } from "@/testing/desk-cases";
import { type FakeAnswer, heldBack, type SentRequest } from "@/testing/fake-api";
import { PartnersScreen } from "./PartnersScreen.island";

// The partners screen as an operator uses it: the list (never a secret), registering a partner and
// its secret shown once, a new secret and turning one off asked first, turning on and the Referer
// entry sent at once with the outcome line, a failure told as its status says, a viewer's list alone.

const partner = (id: string, enabled = true, refererEntry = false): DeskPartner => ({
  id,
  enabled,
  refererEntry,
  createdAt: "2026-04-01T09:00:00+09:00",
});
const partners = [partner("news.example"), partner("old.example", false, true)];
const secretOf = (id: string): DeskPartnerSecret => ({
  partner: partner(id),
  secret: "s3cr3t-once",
  snippets: { node: "sign(node)", php: "sign(php)" },
});

const isList = (r: SentRequest) => r.method === "GET" && r.path.endsWith("/desk/partners");

/** The API answering the list with `list`, and each change with `change(request)`. */
const api =
  (list: DeskPartner[], change: (r: SentRequest) => FakeAnswer = () => ok({})) =>
  (r: SentRequest): FakeAnswer =>
    isList(r) ? ok({ partners: list }) : change(r);

const changes = (sent: SentRequest[]) =>
  screenRequests(sent)
    .filter((r) => r.method !== "GET")
    .map((r) => [r.method, r.path.replace(/^.*\/desk\//, "/desk/"), r.body]);

/** The partners' list for an editor, each change answered by `change`; once the list shows. */
async function openPartners(change?: (r: SentRequest) => FakeAnswer) {
  const sent = await renderDesk(<PartnersScreen />, editor, api(partners, change));
  await screen.findByRole("table");
  return { sent, user: userEvent.setup() };
}

const row = (id: string) => screen.getByRole("row", { name: new RegExp(id.replace(".", "\\.")) });
const dialog = () => screen.getByRole("dialog", { hidden: true }) as HTMLDialogElement;
const newSecret = {
  button: "秘密鍵を作り直す: news.example",
  title: "news.example の秘密鍵を作り直しますか？",
  answer: "作り直す",
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("PartnersScreen", () => {
  it("says it is reading, then lists the partners with their state and no secret", async () => {
    const list = heldBack<FakeAnswer>();
    await renderDesk(<PartnersScreen />, editor, (r) => (isList(r) ? list.promise : ok({})));
    expect(screen.getByText("提携パートナーを読み込んでいます…").getAttribute("role")).toBe("status");

    await act(async () => list.resolve(ok({ partners })));
    const table = screen.getByRole("table", { name: "提携パートナーの一覧" });
    expect(within(row("news.example")).getByText("有効")).toBeTruthy();
    expect(within(row("news.example")).getByText("署名リンクのみ")).toBeTruthy();
    expect(within(row("old.example")).getByText("停止中")).toBeTruthy();
    expect(within(row("old.example")).getByText("許可")).toBeTruthy();
    expect(within(table).getAllByText("設定済み（表示できません）")).toHaveLength(2);
    expect(screen.queryByText("提携パートナーを読み込んでいます…")).toBeNull();
  });

  it("says there is no partner yet on an empty list", async () => {
    await renderDesk(<PartnersScreen />, editor, api([]));
    expect(await screen.findByText("提携パートナーはまだいません。")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it.each([
    [401, "ログインの有効期限が切れました。ページを読み込み直してログインしてください。"],
    [403, "この操作を行う権限がありません。"],
    [404, "見つかりませんでした。"],
  ])("tells a read answered %i as such (never an empty list), and reads again on the button", async (status, said) => {
    const { sent, alert, readAgain } = await renderFailedRead(<PartnersScreen />, status, {
      isRead: isList,
      answer: api(partners),
    });
    expect(alert.textContent).toContain(said);
    expect(screen.queryByText("提携パートナーはまだいません。")).toBeNull();

    await readAgain();
    expect(await screen.findByRole("table", { name: "提携パートナーの一覧" })).toBeTruthy();
    expect(screenRequests(sent).filter(isList)).toHaveLength(2);
  });

  it("shows a viewer the list with no control of a change", async () => {
    await renderDesk(<PartnersScreen />, viewer, api(partners));
    await screen.findByRole("table", { name: "提携パートナーの一覧" });
    expect(
      screen.queryAllByRole("button", {
        name: /^(秘密鍵を作り直す|停止する|再開する|Referer を許可|Referer を止める): /,
      }),
    ).toEqual([]);
    expect(screen.queryByRole("columnheader", { name: /操作/ })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "パートナーID（提携サイトのホスト名）" })).toBeNull();
    expect(screen.queryByRole("button", { name: "登録する" })).toBeNull();
  });

  it("registers a partner, shows its secret and code once, reads the list again, and closes it for good", async () => {
    const sent = await renderDesk(
      <PartnersScreen />,
      editor,
      api(partners, () => ({ status: 201, body: { data: secretOf("new.example") } })),
    );
    await screen.findByRole("table");
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "パートナーID（提携サイトのホスト名）" }), "new.example");
    await user.click(screen.getByRole("button", { name: "登録する" }));

    const secret = await screen.findByRole("region", { name: "new.example の秘密鍵" });
    expect(within(secret).getByText("s3cr3t-once")).toBeTruthy();
    expect(within(secret).getByText("sign(node)")).toBeTruthy();
    expect(within(secret).getByText("sign(php)")).toBeTruthy();
    expect(document.activeElement).toBe(within(secret).getByRole("heading", { name: "new.example の秘密鍵" }));
    expect(changes(sent)).toEqual([["POST", "/desk/partners", { id: "new.example" }]]);
    expect(screenRequests(sent).filter(isList)).toHaveLength(2);
    expect((screen.getByRole("textbox", { name: /パートナーID/ }) as HTMLInputElement).value).toBe("");

    await user.click(within(secret).getByRole("button", { name: "閉じる（秘密鍵はもう表示されません）" }));
    expect(screen.queryByRole("region", { name: "new.example の秘密鍵" })).toBeNull();
    expect(screen.queryByText("s3cr3t-once")).toBeNull();
  });

  it.each([
    ["an id that is not a host name", "Not A Host!", deskPartnersMessages.idProblem],
    ["nothing", "", deskPartnersMessages.idProblem],
  ])("refuses %s before sending it, and says why", async (_, typed, said) => {
    const { sent, user } = await openPartners();
    const id = screen.getByRole("textbox", { name: /パートナーID/ });
    if (typed) await user.type(id, typed);
    await user.click(screen.getByRole("button", { name: "登録する" }));
    expect(id.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(said)).toBeTruthy();
    expect(document.activeElement).toBe(id);
    expect(changes(sent)).toEqual([]);
  });

  it.each([
    [409, "このパートナーIDはもう登録されています。"],
    [403, "この操作を行う権限がありません。"],
  ])("tells a registration answered %i in the outcome line", async (status, said) => {
    const { user } = await openPartners(() => problem(status));
    await user.type(screen.getByRole("textbox", { name: /パートナーID/ }), "news.example");
    await user.click(screen.getByRole("button", { name: "登録する" }));
    expect((await screen.findByRole("alert")).textContent).toBe(said);
    expect(screen.queryByRole("region", { name: /の秘密鍵/ })).toBeNull();
  });

  it.each([
    {
      change: "a new secret",
      button: "秘密鍵を作り直す: news.example",
      question: "news.example の秘密鍵を作り直しますか？",
      verb: "作り直す",
      request: ["POST", "/desk/partners/news.example/secret", undefined],
    },
    {
      change: "turning a partner off",
      button: "停止する: news.example",
      question: "news.example を停止しますか？",
      verb: "停止する",
      request: ["POST", "/desk/partners/news.example/state", { enabled: false }],
    },
  ])("asks before $change, sends nothing when the operator changes their mind", async ({ button, question }) => {
    const { sent, user } = await openPartners();
    const asked = await answerQuestion(user, { button, title: question, answer: "やめる" });
    expect(asked.open).toBe(false);
    expect(changes(sent)).toEqual([]);
  });

  it("makes a new secret once asked, and shows it once", async () => {
    const { sent, user } = await openPartners(() => ok(secretOf("news.example")));
    const asked = await answerQuestion(user, newSecret);

    const secret = await screen.findByRole("region", { name: "news.example の秘密鍵" });
    expect(within(secret).getByText("s3cr3t-once")).toBeTruthy();
    expect(asked.open).toBe(false);
    expect(changes(sent)).toEqual([["POST", "/desk/partners/news.example/secret", undefined]]);
  });

  it.each([
    [403, "この操作を行う権限がありません。"],
    [404, "見つかりませんでした。"],
  ])("keeps the question open and tells a new secret answered %i in it", async (status, said) => {
    const { user } = await openPartners(() => problem(status));
    const asked = await answerQuestion(user, newSecret);
    expect((await within(asked).findByRole("alert")).textContent).toBe(said);
    expect(asked.open).toBe(true);
    expect(screen.queryByRole("region", { name: /の秘密鍵/ })).toBeNull();
  });

  it.each([
    {
      change: "turning a partner off (once asked)",
      button: "停止する: news.example",
      confirm: "停止する",
      body: { enabled: false },
      said: "news.example を停止しました。",
    },
    {
      change: "turning a stopped partner on",
      button: "再開する: old.example",
      body: { enabled: true },
      said: "old.example を再開しました。",
    },
    {
      change: "allowing the Referer entry",
      button: "Referer を許可: news.example",
      body: { refererEntry: true },
      said: "news.example からは Referer だけで入れるようにしました。",
    },
    {
      change: "stopping the Referer entry",
      button: "Referer を止める: old.example",
      body: { refererEntry: false },
      said: "old.example からは署名リンクでだけ入れるようにしました。",
    },
  ])("tells the outcome of $change", async ({ button, confirm, body, said }) => {
    const { sent, user } = await openPartners();
    await user.click(screen.getByRole("button", { name: button }));
    if (confirm) await user.click(within(dialog()).getByRole("button", { name: confirm }));
    else expect(dialog().open).toBe(false);

    await vi.waitFor(() => expect(screen.getByText(said).getAttribute("role")).toBe("status"));
    const id = button.split(": ")[1];
    expect(changes(sent)).toEqual([["POST", `/desk/partners/${id}/state`, body]]);
    expect(screenRequests(sent).filter(isList)).toHaveLength(2);
  });

  it("tells a change answered with a problem in the outcome line", async () => {
    const { user } = await openPartners(() => problem(404));
    await user.click(screen.getByRole("button", { name: "再開する: old.example" }));
    expect((await screen.findByRole("alert")).textContent).toBe("見つかりませんでした。");
  });
});
