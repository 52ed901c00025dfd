/** A delivery's photo thumbnails, each opening the full picture (board, order drawer). */
export function DeliveryPhotos({
  photos,
}: {
  photos: readonly { kind: string; url: string; thumbUrl: string }[];
}) {
  if (photos.length === 0) return null;
  return (
    <div className="delivery-photos">
      {photos.map((p) => (
        <a key={p.url} href={p.url} target="_blank" rel="noreferrer">
          <img src={p.thumbUrl} alt={p.kind === 'BOUQUET' ? 'Фото букета' : 'Фото доставки'} />
        </a>
      ))}
    </div>
  );
}
