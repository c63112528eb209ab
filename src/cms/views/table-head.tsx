/** The header row of a table of the shop's admin views. */
export function TableHead({
  columns,
  cellStyle,
}: {
  columns: readonly string[];
  cellStyle: React.CSSProperties;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" style={cellStyle}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
