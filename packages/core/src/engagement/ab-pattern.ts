// docs/product/remote-config.md#patterns: each installation always lands in the same group, derived from a
// hash of its installation id rather than stored, so every device and the server agree on it.
export const abLabels = ["A", "B"] as const;
export const abcLabels = ["A", "B", "C"] as const;

/** The first 4 bytes of SHA-256(id), as an unsigned big-endian integer, modulo the number of labels. */
export const patternOf = async <Label extends string>(
  installationId: string,
  labels: readonly [Label, ...Label[]],
): Promise<Label> => {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(installationId));
  const index = new DataView(digest).getUint32(0, false) % labels.length;
  return labels[index] as Label;
};

export type AbLabel = (typeof abLabels)[number];
export type AbcLabel = (typeof abcLabels)[number];

/** remote config attribute ab_pattern */
export const abPattern = (installationId: string): Promise<AbLabel> => patternOf(installationId, abLabels);
/** remote config attribute abc_pattern */
export const abcPattern = (installationId: string): Promise<AbcLabel> => patternOf(installationId, abcLabels);
