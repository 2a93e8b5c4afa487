/** The cross of a close button; the button names itself (a visually hidden label beside it). */
export function CloseIcon({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      <path
        fill="currentColor"
        d="m12 10.6 6.3-6.3 1.4 1.4-6.3 6.3 6.3 6.3-1.4 1.4-6.3-6.3-6.3 6.3-1.4-1.4 6.3-6.3-6.3-6.3 1.4-1.4 6.3 6.3Z"
      />
    </svg>
  );
}
