/** The head of an agreement table (wide screens): theme, what was counted, agreement and the three statistics. */
export function AgreementTableHead({ counted }: { counted: string }) {
  return (
    <thead className="text-xs text-slate-600">
      <tr>
        <th scope="col" className="py-1 pr-3 font-medium">
          Theme
        </th>
        <th scope="col" className="px-1.5 py-1 text-right font-medium">
          {counted}
        </th>
        <th scope="col" className="px-1.5 py-1 text-right font-medium">
          Agree
        </th>
        <th scope="col" className="px-1.5 py-1 text-right font-medium">
          <abbr title="Cohen's kappa">κ</abbr>
        </th>
        <th scope="col" className="px-1.5 py-1 text-right font-medium">
          <abbr title="Gwet's AC1">AC1</abbr>
        </th>
        <th scope="col" className="py-1 pl-1.5 text-right font-medium">
          <abbr title="Krippendorff's alpha">α</abbr>
        </th>
      </tr>
    </thead>
  );
}
