/** The wishlist heart; filled when the product is on the list. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7-4.4-9.5-8.5C.8 9.3 2.6 5 6.5 5c2.1 0 3.5 1.2 5.5 3.3C14 6.2 15.4 5 17.5 5c3.9 0 5.7 4.3 4 7.5C19 16.6 12 21 12 21Z" />
    </svg>
  );
}
