/** An 'image' column's cell: the thumbnail at `src` (a list thumbnail the server made), nothing without one. */
export function ImageCell({ src, label }: { src: unknown; label: string }) {
  if (typeof src !== 'string' || src === '') return null;
  return <img src={src} alt={label} loading="lazy" className="size-10 rounded border border-gray-200 object-cover" data-testid="list-thumbnail" />;
}
