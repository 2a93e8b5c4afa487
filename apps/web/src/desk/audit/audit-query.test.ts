import { describe, expect, it } from "vitest";
import { type AuditFilter, type AuditQuery, auditQueryOf } from "./audit-query";

const none: AuditFilter = { action: "", operator: "", target: "" };

describe("auditQueryOf: the audit log's filter as the API reads it", () => {
  it.each<[string, AuditFilter, number | undefined, AuditQuery]>([
    ["no filter: the newest page", none, undefined, {}],
    ["blank fields are left out", { action: " ", operator: "", target: "" }, undefined, {}],
    ["fields trimmed", { ...none, target: " free@awd.example " }, undefined, { target: "free@awd.example" }],
    [
      "every field",
      { action: "course.grant", operator: "desk@", target: "2026-11" },
      undefined,
      { action: "course.grant", operator: "desk@", target: "2026-11" },
    ],
    ["an older page", none, 120, { before: 120 }],
    ["an older page of a filter", { ...none, action: "course.revoke" }, 7, { action: "course.revoke", before: 7 }],
  ])("%s", (_, filter, before, query) => {
    expect(auditQueryOf(filter, before)).toEqual(query);
  });
});
