"use client";

import type { DeskConfigValue } from "@awd/core/contract/desk-config";
import { formatJapaneseDateTime } from "@awd/core/dates";
import type { RemoteConfigKey } from "@awd/core/remote-config-value";
import { lazy, Suspense, useState } from "react";
import { deskConfigRemoveRoute, deskConfigValuesRoute } from "@/api/desk-config.generated";
import { deskConfigMessages as m } from "@/messages/desk-config";
import { ConfirmDialog } from "../ConfirmDialog";
import { DeskScreen } from "../DeskScreen";
import { type DeskColumn, DeskTable } from "../DeskTable";
import { useDeskMayChange } from "../desk-operator";
import styles from "../desk-screen.module.css";
import { deskApi } from "../deskApi";
import { useDeskAction } from "../useDeskAction";
import { useDeskLoad } from "../useDeskLoad";
import type { ConfigPattern } from "./ConfigEditor";

// The editor (and the read-only view) bring core's rule and the feedback card, zod with them: loaded
// once the values are.
const ConfigEditor = lazy(async () => ({ default: (await import("./ConfigEditor")).ConfigEditor }));
const ConfigValueView = lazy(async () => ({ default: (await import("./ConfigEditor")).ConfigValueView }));

interface Opened {
  key: RemoteConfigKey;
  pattern: ConfigPattern;
  /** counts the openings, so opening the same value again starts the editor afresh */
  round: number;
}

/**
 * Remote config and surveys on the desk (docs/product/publishers-desk.md#remote-config-and-surveys):
 * the stored values per key and pattern, each opened in the editor or removed (after asking); an
 * operator who may not change them opens them read-only.
 */
export function ConfigScreen() {
  const canWrite = useDeskMayChange("config");
  const list = useDeskLoad(deskConfigValuesRoute.path, async () => (await deskApi(deskConfigValuesRoute)).values);
  const [opened, setOpened] = useState<Opened>({ key: "userFeedback", pattern: "", round: 0 });

  const open = (key: RemoteConfigKey, pattern: ConfigPattern) =>
    setOpened((was) => ({ key, pattern, round: was.round + 1 }));

  // Removing a value, asked first.
  const remove = useDeskAction<DeskConfigValue>({
    confirm: () => true,
    run: async (value) => {
      await deskApi(deskConfigRemoveRoute, { params: { key: value.key }, query: { pattern: value.pattern } });
      await list.reload();
      setOpened((was) => ({ ...was, round: was.round + 1 }));
      return m.removed;
    },
  });
  const removing = remove.asking;

  const label = (v: DeskConfigValue) => `${m.keys[v.key]} ${m.pattern(v.pattern)}`;
  const columns: DeskColumn<DeskConfigValue>[] = [
    { key: "key", label: m.columns.key, value: (v) => m.keys[v.key] },
    { key: "pattern", label: m.columns.pattern, value: (v) => m.pattern(v.pattern) },
    {
      key: "updatedAt",
      label: m.columns.updatedAt,
      value: (v) => v.updatedAt,
      render: (v) => formatJapaneseDateTime(v.updatedAt),
    },
    {
      key: "actions",
      label: m.columns.actions,
      sortable: false,
      value: () => "",
      render: (v) => (
        <span className={styles.buttons}>
          <button
            type="button"
            className={styles.button}
            onClick={() => open(v.key, v.pattern as ConfigPattern)}
            aria-label={`${canWrite ? m.edit : m.view}: ${label(v)}`}
          >
            {canWrite ? m.edit : m.view}
          </button>
          {canWrite && (
            <button
              type="button"
              className={styles.button}
              onClick={() => remove.start(v)}
              aria-label={`${m.remove}: ${label(v)}`}
            >
              {m.remove}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <DeskScreen title={m.title} lead={m.lead} outcome={remove.outcome} read={{ load: list, loading: m.loading }}>
        {(values: DeskConfigValue[]) => (
          <>
            <DeskTable caption={m.caption} columns={columns} rows={values} rowKey={(v) => `${v.key} ${v.pattern}`} />
            <Suspense fallback={<p>{m.loading}</p>}>
              {canWrite ? (
                <ConfigEditor
                  key={`${opened.key} ${opened.pattern} ${opened.round}`}
                  values={values}
                  configKey={opened.key}
                  pattern={opened.pattern}
                  onOpen={open}
                  onSaved={list.reload}
                />
              ) : (
                <ConfigValueView
                  key={`${opened.key} ${opened.pattern} ${opened.round}`}
                  values={values}
                  configKey={opened.key}
                  pattern={opened.pattern}
                  onOpen={open}
                />
              )}
            </Suspense>
          </>
        )}
      </DeskScreen>
      <ConfirmDialog
        {...remove.dialog}
        title={removing ? m.confirmRemove(m.keys[removing.key], m.pattern(removing.pattern)) : ""}
        confirmLabel={m.removeVerb}
      >
        <p>{m.confirmRemoveBody}</p>
      </ConfirmDialog>
    </>
  );
}
