import { describe, expect, it } from "vitest";
import {
  type ReaderChange,
  type ReaderChangeRequest,
  readerChangeIsAsked,
  readerChangeRequest,
  readerSubjectOf,
} from "./reader-changes";

describe("readerSubjectOf: the account in the address", () => {
  it.each<[string | string[] | undefined, string]>([
    ["auth0%7Cabc", "auth0|abc"],
    [["auth0%7Cabc", "x"], "auth0|abc"],
    ["%E0%A4%A", "%E0%A4%A"],
    [undefined, ""],
    [[], ""],
  ])("%o is %s", (param, subject) => {
    expect(readerSubjectOf(param)).toBe(subject);
  });
});

const grant: ReaderChange = { kind: "grant", grant: { product: "double", months: 1, firstMonth: false } };

describe("which changes are asked first, and what is sent", () => {
  it.each<[string, ReaderChange, boolean, boolean, ReaderChangeRequest]>([
    ["a grant to a reader without a course: at once", grant, false, false, { route: "grantCourse", body: grant.grant }],
    [
      "a grant over a running course: asked, then sent as replacing it",
      grant,
      true,
      true,
      { route: "grantCourse", body: { ...grant.grant, replace: true } },
    ],
    ["revoking: always asked", { kind: "revoke" }, true, true, { route: "revokeCourse" }],
    ["extending: at once", { kind: "extend", months: 3 }, true, false, { route: "extendCourse", body: { months: 3 } }],
    [
      "marking corporate: at once",
      { kind: "corporate", corporate: true },
      false,
      false,
      { route: "setCorporate", body: { corporate: true } },
    ],
  ])("%s", (_, change, running, asked, request) => {
    expect(readerChangeIsAsked(change, running)).toBe(asked);
    expect(readerChangeRequest(change, running)).toEqual(request);
  });
});
