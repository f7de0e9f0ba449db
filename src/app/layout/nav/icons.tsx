/** Decorative icons: the text beside them (or a visually hidden label) carries the meaning. */
export function FlagIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M5 3h2v18H5zM8 4h10l-2 4 2 4H8z" />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm14 2.9-7 4.5-7-4.5V17h14z" />
    </svg>
  );
}
