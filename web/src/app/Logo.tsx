/** The product mark: a five-petal flower (Blueprint has no flower icon). */
export function Logo({ size = 32 }: { size?: number }) {
  const petals = [0, 72, 144, 216, 288];
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="app-logo">
      {petals.map((angle) => (
        <ellipse
          key={angle}
          cx="16"
          cy="8.5"
          rx="5"
          ry="7.5"
          fill="#e76a9b"
          transform={`rotate(${angle} 16 16)`}
        />
      ))}
      <circle cx="16" cy="16" r="4.5" fill="#f5c451" />
    </svg>
  );
}
