"use client";

import type { DeskNotice } from "@awd/core/contract/desk-notices";
import { formatJapaneseDateTime } from "@awd/core/dates";
import { useCallback, useEffect, useState } from "react";
import { deskNoticesMessages as m } from "@/messages/desk-notices";
import { ConfirmDialog } from "../ConfirmDialog";
import { type DeskColumn, DeskTable } from "../DeskTable";
import { useDeskMayChange } from "../desk-operator";
import { deskApi, deskErrorOf } from "../deskApi";
import { EditorialScreen } from "./EditorialScreen";
import styles from "./editorial.module.css";
import { NoticeForm } from "./NoticeForm";

type NoticeState = keyof typeof m.state;

const stateOf = (notice: DeskNotice, now: number): NoticeState => {
  if (Date.parse(notice.startsAt) > now) return "scheduled";
  return notice.endsAt !== null && Date.parse(notice.endsAt) <= now ? "ended" : "showing";
};

/** The ids with the one at `index` swapped with its neighbour `by` (-1 up, +1 down). */
const moved = (notices: readonly DeskNotice[], index: number, by: -1 | 1): number[] => {
  const ids = notices.map((n) => n.id);
  const [a, b] = [ids[index], ids[index + by]];
  if (a === undefined || b === undefined) return ids;
  ids[index] = b;
  ids[index + by] = a;
  return ids;
};

/**
 * The notices on the desk (docs/product/publishers-desk.md#notices): every notice in the order the
 * home page shows them, moved up and down, changed or removed (after asking); the form writes a new one.
 */
export function NoticesScreen() {
  const canWrite = useDeskMayChange("notices");
  const [notices, setNotices] = useState<DeskNotice[]>();
  const [loadFailure, setLoadFailure] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [editing, setEditing] = useState<DeskNotice>();
  const [removing, setRemoving] = useState<DeskNotice>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setNotices((await deskApi<{ notices: DeskNotice[] }>("/desk/notices")).notices);
      setLoadFailure(undefined);
    } catch (error) {
      setLoadFailure(deskErrorOf(error).message);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const act = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    setFailure(undefined);
    setStatus(undefined);
    try {
      await work();
      setStatus(done);
    } catch (error) {
      setFailure(deskErrorOf(error).message);
    } finally {
      setBusy(false);
    }
  };

  const move = (index: number, by: -1 | 1) =>
    act(async () => {
      if (!notices) return;
      const body = { ids: moved(notices, index, by) };
      setNotices((await deskApi<{ notices: DeskNotice[] }>("/desk/notices/order", { method: "POST", body })).notices);
    }, m.ordered);

  const remove = async () => {
    if (!removing) return;
    await act(async () => {
      await deskApi(`/desk/notices/${removing.id}`, { method: "DELETE" });
      setRemoving(undefined);
      if (editing?.id === removing.id) setEditing(undefined);
      await load();
    }, m.removed);
  };

  const saved = (wasNew: boolean) => async () => {
    setEditing(undefined);
    setFailure(undefined);
    setStatus(wasNew ? m.added : m.changed);
    await load();
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
    { key: "state", label: m.columns.state, value: (n) => m.state[stateOf(n, now)] },
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
              onClick={() => move(index, -1)}
            >
              <span aria-hidden="true">↑</span>
              <span className="visually-hidden">{m.moveUp(n.message)}</span>
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={busy || index === rows.length - 1}
              onClick={() => move(index, 1)}
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
              onClick={() => setRemoving(n)}
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
      <EditorialScreen
        title={m.title}
        lead={m.lead}
        status={status}
        failure={failure}
        items={notices}
        loadFailure={loadFailure}
        loading={m.loading}
        reload={load}
      >
        {(notices) => (
          <DeskTable
            caption={m.caption}
            columns={columns}
            rows={notices}
            rowKey={(n) => String(n.id)}
            emptyText={m.empty}
          />
        )}
      </EditorialScreen>
      {canWrite &&
        (editing ? (
          <NoticeForm key={editing.id} notice={editing} onSaved={saved(false)} onCancel={() => setEditing(undefined)} />
        ) : (
          <NoticeForm key="new" onSaved={saved(true)} />
        ))}
      <ConfirmDialog
        open={removing !== undefined}
        title={removing ? m.confirmRemove(removing.message) : ""}
        confirmLabel={m.removeVerb}
        onConfirm={remove}
        onCancel={() => setRemoving(undefined)}
        busy={busy}
        error={removing ? failure : undefined}
      >
        <p>{m.confirmRemoveBody}</p>
      </ConfirmDialog>
    </>
  );
}
