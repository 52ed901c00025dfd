import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../brand';
import { formatDate } from '../format';

export function Footer() {
  const today = new Date();
  return (
    <footer className="app-footer">
      <span>
        <strong>{PRODUCT_NAME}</strong>
        <span className="app-footer-tagline"> — {PRODUCT_TAGLINE}</span>
      </span>
      <time dateTime={today.toISOString().slice(0, 10)}>{formatDate(today)}</time>
    </footer>
  );
}
