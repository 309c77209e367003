/** A typed figure (docs/contract.md, Typed figures) as a reader sees it on a page: its exact value with its unit. */
export interface FigureLike {
  kind: string;
  value?: string;
  amount?: string;
  currency?: string;
  unit?: string;
  per?: string;
  base?: string;
  quote?: string;
}

export function figureText(figure: FigureLike): string {
  switch (figure.kind) {
    case 'money':
      return `${figure.amount ?? ''} ${figure.currency ?? ''}`;
    case 'quantity':
      return `${figure.value ?? ''} ${figure.unit ?? ''}`;
    case 'rate':
      return `${figure.per ?? ''} ${figure.base ?? ''} = ${figure.value ?? ''} ${figure.quote ?? ''}`;
    default:
      return figure.value ?? '';
  }
}
