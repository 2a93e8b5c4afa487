"use client";

import type { DeskNotice } from "@awd/core/contract/desk-notices";
import { formatJapaneseDateTime } from "@awd/core/dates";
import { useState } from "react";
import { deskNoticesListRoute, deskNoticesOrderRoute, deskNoticesRemoveRoute } from "@/api/desk-notices.generated";
import { deskNoticesMessages as m } from "@/messages/desk-notices";
import { ConfirmDialog } from "../ConfirmDialog";
import { DeskScreen } from "../DeskScreen";
import { type DeskColumn, DeskTable } from "../DeskTable";
import { useDeskMayChange } from "../desk-operator";
import styles from "../desk-screen.module.css";
import { deskApi } from "../deskApi";
import { useDeskAction } from "../useDeskAction";
import { useDeskLoad } from "../useDeskLoad";
import { NoticeForm } from "./NoticeForm";
import { movedIds, noticeStateOf } from "./notice-list";

/**
 * The notices on the desk (docs/product/publishers-desk.md#notices): every notice in the order the
 * home page shows them, moved up and down, changed or removed (after asking); the form writes a new one.
 */
export function NoticesScreen() {
  const canWrite = useDeskMayChange("notices");
  const list = useDeskLoad(deskNoticesListRoute.path, async () => (await deskApi(deskNoticesListRoute)).notices);
  const notices = list.data;
  const [editing, setEditing] = useState<DeskNotice>();

  // Moving a notice, or removing one (asked first).
  const change = useDeskAction<{ kind: "move"; index: number; by: -1 | 1 } | { kind: "remove"; notice: DeskNotice }>({
    confirm: (args) => args.kind === "remove",
    run: async (args) => {
      if (args.kind === "move") {
        if (!notices) return undefined;
        const body = { ids: movedIds(notices, args.index, args.by) };
        list.replace((await deskApi(deskNoticesOrderRoute, { body })).notices);
        return m.ordered;
      }
      await deskApi(deskNoticesRemoveRoute, { params: { id: args.notice.id } });
      if (editing?.id === args.notice.id) setEditing(undefined);
      await list.reload();
      return m.removed;
    },
  });
  const [saved, setSaved] = useState<string>();
  const busy = change.pending;
  const removing = change.asking?.kind === "remove" ? change.asking.notice : undefined;

  const onSaved = (wasNew: boolean) => async () => {
    setEditing(undefined);
    change.clear();
    setSaved(wasNew ? m.added : m.changed);
    await list.reload();
  };
  const start = (args: Parameters<typeof change.start>[0]) => {
    setSaved(undefined);
    return change.start(args);
  };

  const now = Date.now();
  const rows = notices ?? [];
  const columns: DeskColumn<DeskNotice>[] = [
    { key: "order", label: m.columns.order, value: (n) => rows.indexOf(n) + 1 },
    { key: "message", label: m.columns.message, value: (n) => n.message },
    { key: "url", label: m.columns.url, value: (n) => n.url ?? m.noUrl },
    {
      key: "period",
      label: m.columns.period,
      value: (n) => n.startsAt,
      render: (n) =>
        m.period(formatJapaneseDateTime(n.startsAt), n.endsAt ? formatJapaneseDateTime(n.endsAt) : m.untilRemoved),
    },
    { key: "state", label: m.columns.state, value: (n) => m.state[noticeStateOf(n, now)] },
  ];
  if (canWrite)
    columns.push({
      key: "actions",
      label: m.columns.actions,
      sortable: false,
      value: () => "",
      render: (n) => {
        const index = rows.indexOf(n);
        return (
          <span className={styles.buttons}>
            <button
              type="button"
              className={styles.button}
              disabled={busy || index === 0}
              onClick={() => start({ kind: "move", index, by: -1 })}
            >
              <span aria-hidden="true">↑</span>
              <span className="visually-hidden">{m.moveUp(n.message)}</span>
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={busy || index === rows.length - 1}
              onClick={() => start({ kind: "move", index, by: 1 })}
            >
              <span aria-hidden="true">↓</span>
              <span className="visually-hidden">{m.moveDown(n.message)}</span>
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={() => setEditing(n)}
              aria-label={`${m.edit}: ${n.message}`}
            >
              {m.edit}
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={() => start({ kind: "remove", notice: n })}
              aria-label={`${m.remove}: ${n.message}`}
            >
              {m.remove}
            </button>
          </span>
        );
      },
    });

  return (
    <>
      <DeskScreen
        title={m.title}
        lead={m.lead}
        outcome={saved ? { kind: "done", message: saved } : change.outcome}
        read={{ load: list, loading: m.loading }}
      >
        {(notices: DeskNotice[]) => (
          <DeskTable
            caption={m.caption}
            columns={columns}
            rows={notices}
            rowKey={(n) => String(n.id)}
            emptyText={m.empty}
          />
        )}
      </DeskScreen>
      {canWrite &&
        (editing ? (
          <NoticeForm
            key={editing.id}
            notice={editing}
            onSaved={onSaved(false)}
            onCancel={() => setEditing(undefined)}
          />
        ) : (
          <NoticeForm key="new" onSaved={onSaved(true)} />
        ))}
      <ConfirmDialog
        {...change.dialog}
        open={removing !== undefined}
        title={removing ? m.confirmRemove(removing.message) : ""}
        confirmLabel={m.removeVerb}
      >
        <p>{m.confirmRemoveBody}</p>
      </ConfirmDialog>
    </>
  );
}
