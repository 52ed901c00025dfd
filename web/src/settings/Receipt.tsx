import { code128Widths } from './code128';
import { encodeQr } from './qr';
import type { ReceiptRow } from './receipt';

/** Code 128 as SVG: `module` px per narrow bar, 10-module quiet zones. */
function Barcode({ value }: { value: string }) {
  const widths = code128Widths(value);
  const quiet = 10;
  const total = widths.reduce((a, b) => a + b, 0) + quiet * 2;
  let x = quiet;
  const bars: { x: number; w: number }[] = [];
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, w });
    x += w;
  });
  return (
    <svg
      className="receipt-barcode"
      viewBox={`0 0 ${total} 40`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`Штрихкод ${value}`}
    >
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y={0} width={b.w} height={40} />
      ))}
    </svg>
  );
}

/** A QR code as SVG with the 4-module quiet zone; one path, so it prints crisply at any size. */
function QrCode({ value }: { value: string }) {
  const grid = encodeQr(value);
  const size = grid.length + 8;
  let d = '';
  grid.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className="receipt-qr"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={`QR-код ${value}`}
    >
      <path d={d} />
    </svg>
  );
}

function Row({ row }: { row: ReceiptRow }) {
  switch (row.kind) {
    case 'title':
      return <div className="receipt-title">{row.text}</div>;
    case 'text':
      return <div className="receipt-text">{row.text}</div>;
    case 'rule':
      return <div className="receipt-rule" role="separator" />;
    case 'pair':
      return (
        <div className={`receipt-pair${row.strong ? ' is-strong' : ''}`}>
          <span>{row.label}</span>
          <span>{row.value}</span>
        </div>
      );
    case 'line':
      return (
        <div className="receipt-line">
          <div className="receipt-line-name">{row.name}</div>
          <div className="receipt-pair">
            <span>{row.detail}</span>
            <span>{row.sum}</span>
          </div>
        </div>
      );
    case 'code':
      return (
        <div className="receipt-code">
          {row.code === 'qr' ? <QrCode value={row.value} /> : <Barcode value={row.value} />}
          <div className="receipt-code-text">{row.value}</div>
        </div>
      );
  }
}

/** One receipt at its paper width (58 or 80 mm): the same markup on screen and on paper. */
export function Receipt({ rows, paperWidth }: { rows: readonly ReceiptRow[]; paperWidth: number }) {
  return (
    <div
      className={`receipt receipt-${paperWidth}`}
      style={{ width: `${paperWidth}mm` }}
      data-testid="receipt"
      data-paper-width={paperWidth}
    >
      {rows.map((row, i) => (
        <Row key={i} row={row} />
      ))}
    </div>
  );
}
