/** The completed-step mark; decorative, the bar states "completed" in text for screen readers. */
export function CheckIcon() {
  return (
    <svg
      className="flow-check"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
