/** Loading placeholder of a product tile: image, 4 colour dots and two text lines (S2.3). */
export function TileSkeleton() {
  return (
    <div className="flex animate-pulse flex-col gap-2">
      <div className="aspect-[1390/1860] w-full rounded-shop bg-surface-muted" />
      <div className="flex gap-1">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="h-6 w-6 rounded-full bg-surface-muted" />
        ))}
      </div>
      <div className="h-4 w-3/4 rounded bg-surface-muted" />
      <div className="h-4 w-1/2 rounded bg-surface-muted" />
    </div>
  );
}
