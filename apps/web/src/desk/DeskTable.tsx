import { type ReactNode, useId, useMemo, useState } from "react";
import { deskMessages } from "@/messages/desk";
import styles from "./DeskTable.module.css";

// Imported by the desk's client screens only (it keeps state), hence no directive of its own.

export interface DeskColumn<Row> {
  /** unique among the columns */
  key: string;
  label: string;
  /** what the column is sorted and searched by */
  value: (row: Row) => string | number;
  /** what the cell shows; the value when absent */
  render?: (row: Row) => ReactNode;
  /** false for a column of buttons */
  sortable?: boolean;
}

export interface DeskTableProps<Row> {
  /** names the table for screen readers (its caption) */
  caption: string;
  columns: DeskColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** rows per page */
  pageSize?: number;
  /** false hides the search box (a screen that searches on the server) */
  searchable?: boolean;
  initialSort?: { key: string; direction: "ascending" | "descending" };
  /** shown instead of the table when there are no rows at all */
  emptyText?: string;
}

type Sort = NonNullable<DeskTableProps<unknown>["initialSort"]>;

const compare = (a: string | number, b: string | number) =>
  typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b), "ja");

/**
 * The desk's list of anything (docs/product/publishers-desk.md): a search box over every column, column
 * headers that sort (aria-sort says how), and pages. Every control is a native button or input, so
 * the keyboard reaches them in order.
 */
export function DeskTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  pageSize = 20,
  searchable = true,
  initialSort,
  emptyText = deskMessages.table.empty,
}: DeskTableProps<Row>) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<Sort | undefined>(initialSort);
  const [page, setPage] = useState(0);

  const shown = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    const matching = wanted
      ? rows.filter((row) => columns.some((column) => String(column.value(row)).toLowerCase().includes(wanted)))
      : [...rows];
    const column = sort && columns.find((c) => c.key === sort.key);
    if (column) {
      const sign = sort.direction === "ascending" ? 1 : -1;
      matching.sort((a, b) => sign * compare(column.value(a), column.value(b)));
    }
    return matching;
  }, [rows, columns, query, sort]);

  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages - 1);
  const from = current * pageSize;
  const pageRows = shown.slice(from, from + pageSize);

  const sortBy = (key: string) => {
    setSort((was) => ({
      key,
      direction: was?.key === key && was.direction === "ascending" ? "descending" : "ascending",
    }));
    setPage(0);
  };

  if (rows.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <div className={styles.wrap}>
      {searchable && (
        <p className={styles.search}>
          <label htmlFor={searchId}>{deskMessages.table.search}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(0);
            }}
          />
        </p>
      )}
      {shown.length === 0 ? (
        <p className={styles.empty} role="status">
          {deskMessages.table.noMatch(query.trim())}
        </p>
      ) : (
        <>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className={styles.caption}>{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column) => {
                    const sorted = sort?.key === column.key ? sort.direction : undefined;
                    return (
                      <th
                        key={column.key}
                        scope="col"
                        aria-sort={column.sortable === false ? undefined : (sorted ?? "none")}
                      >
                        {column.sortable === false ? (
                          column.label
                        ) : (
                          <button
                            type="button"
                            className={styles.sort}
                            onClick={() => sortBy(column.key)}
                            title={deskMessages.table.sortBy(column.label)}
                          >
                            {column.label}
                            <span aria-hidden="true" className={styles.arrow}>
                              {sorted === "ascending" ? "▲" : sorted === "descending" ? "▼" : "↕"}
                            </span>
                          </button>
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {pageRows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.key}>{column.render ? column.render(row) : column.value(row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className={styles.paging} aria-label={deskMessages.table.pages(caption)}>
            <button
              type="button"
              className={styles.pageButton}
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              {deskMessages.table.previous}
            </button>
            <span role="status">{deskMessages.table.range(from + 1, from + pageRows.length, shown.length)}</span>
            <button
              type="button"
              className={styles.pageButton}
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              {deskMessages.table.next}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
